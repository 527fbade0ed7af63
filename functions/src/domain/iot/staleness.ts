import type { DeviceReadingItem } from '../../data/entities/device-reading-entity';
import type { LightColour } from '@aed/shared/schemas/monitor-item';
import { staleColourOf, worseColour } from '../monitor-item/lighting';

/**
 * A device's staleness light (decision 0047): each preset's value turns yellow, then red, when it is older than the
 * preset's yellow and red light times (0 = never); the device's is the worst. `nextCheckAt` is when it next changes,
 * so the watch job reads only the devices due (a key range), never every device.
 */
export const NEVER = '9999';

export interface StalePreset {
  itemId: number;
  redLightMinutes: number;
  yellowLightMinutes: number;
}

const MINUTE_MS = 60_000;

export function stalenessOf(readings: readonly Pick<DeviceReadingItem, 'itemId' | 'receivedAt'>[], presets: readonly StalePreset[], nowMs: number): { staleColour: 'yellow' | 'red' | ''; nextCheckAt: string } {
  let colour: LightColour | null = null;
  let next = Number.POSITIVE_INFINITY;
  for (const r of readings) {
    const preset = presets.find((p) => p.itemId === r.itemId);
    if (!preset) continue;
    const at = Date.parse(r.receivedAt);
    colour = worseColour(colour, staleColourOf(preset, (nowMs - at) / MINUTE_MS));
    for (const minutes of [preset.yellowLightMinutes, preset.redLightMinutes]) {
      const when = at + minutes * MINUTE_MS;
      if (minutes > 0 && when > nowMs) next = Math.min(next, when);
    }
  }
  return { staleColour: colour === 'red' || colour === 'yellow' ? colour : '', nextCheckAt: Number.isFinite(next) ? new Date(next).toISOString() : NEVER };
}
