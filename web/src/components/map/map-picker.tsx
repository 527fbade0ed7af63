import { useEffect } from 'react';
import { Box } from '@chakra-ui/react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_PROVIDER_ORIGINS } from '@aed/shared/constants/map-providers';

/** Where the map opens when no point is given yet (Paris): the user pans or zooms to the place. */
const DEFAULT_CENTRE: [number, number] = [48.8566, 2.3522];
const TILES = `${MAP_PROVIDER_ORIGINS.leaflet[0]}/{z}/{x}/{y}.png`;

export interface MapPickerProps {
  latitude: number | null;
  longitude: number | null;
  /** A click on the map picks that point (rounded to 6 decimals, about 0.1 m). */
  onPick: (latitude: number, longitude: number) => void;
  testId: string;
  /** Accessible name of the map. */
  label: string;
}

const round = (n: number) => Math.round(n * 1e6) / 1e6;

function ClickToPick({ onPick }: Pick<MapPickerProps, 'onPick'>) {
  useMapEvents({ click: (e) => onPick(round(e.latlng.lat), round(Math.max(-180, Math.min(180, e.latlng.lng)))) });
  return null;
}

/** Keeps the typed point in view. */
function FollowPoint({ point }: { point: [number, number] | null }) {
  const map = useMap();
  useEffect(() => {
    if (point) map.panTo(point);
  }, [map, point]);
  return null;
}

/**
 * A map to pick a GPS point (Leaflet with OpenStreetMap tiles, the origins the CSP allows: decision 0031). The point
 * is a circle marker (no marker images to bundle); without tiles (offline) the map still takes clicks. Loaded on
 * demand: Leaflet stays out of the screens that do not open it.
 */
export default function MapPicker({ latitude, longitude, onPick, testId, label }: MapPickerProps) {
  const point: [number, number] | null = latitude !== null && longitude !== null ? [latitude, longitude] : null;
  return (
    <Box h="64" borderWidth="1px" rounded="md" overflow="hidden" data-testid={testId} aria-label={label} role="application">
      <MapContainer center={point ?? DEFAULT_CENTRE} zoom={point ? 15 : 5} style={{ height: '100%', width: '100%' }} worldCopyJump>
        <TileLayer url={TILES} attribution="&copy; OpenStreetMap contributors" />
        <ClickToPick onPick={onPick} />
        <FollowPoint point={point} />
        {point && <CircleMarker center={point} radius={8} pathOptions={{ color: '#c53030' }} />}
      </MapContainer>
    </Box>
  );
}
