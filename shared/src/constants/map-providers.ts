/**
 * Where the dashboard's two map providers (spec: "two map providers, one is Google") load their tiles and data
 * from. The Content-Security-Policy allows exactly these origins in img-src and connect-src
 * (functions/src/lib/security-headers.ts, docs/decisions/0031); the map feature builds its tile URLs from them.
 */
export const MAP_PROVIDER_ORIGINS = {
  /** Leaflet with OpenStreetMap's standard tile layer (tiles are images). */
  leaflet: ['https://tile.openstreetmap.org'],
  /** Google Maps JavaScript API: tiles, markers and API calls (its script loader needs more: decision 0031). */
  google: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
} as const;
