import type { DeviceReadingItem } from '../../data/entities/device-reading-entity';
import type { LightColour } from '@aed/shared/schemas/monitor-item';
import { staleColourOf, worseColour } from '../monitor-item/lighting';

/**
 * A device's staleness light (decision 0047): each preset's value turns yellow, then red, when it is older than the
 * preset's yellow and red light times (0 = never); the device's is the worst. A connected model's device (heartbeat
 * H > 0) also turns yellow (reporting late) after 1.5 H and red (not reporting) after 2 H without any message,
 * whatever its presets say (decision 0052). `nextCheckAt` is when it next changes, so the watch job reads only the
 * devices due (a key range), never every device.
 */
export const NEVER = '9999';

export interface StalePreset {
  itemId: number;
  redLightMinutes: number;
  yellowLightMinutes: number;
}

const MINUTE_MS = 60_000;

/** Heartbeats of silence before a connected device is reporting late (yellow), then not reporting (red). */
export const HEARTBEAT_TOLERANCE = { late: 1.5, silent: 2 } as const;

export interface Heartbeat {
  /** When the device's last message came. */
  lastReceivedAt: string;
  /** Its model's heartbeat (0: not connected, no heartbeat light). */
  minutes: number;
}

export function stalenessOf(
  readings: readonly Pick<DeviceReadingItem, 'itemId' | 'receivedAt'>[],
  presets: readonly StalePreset[],
  nowMs: number,
  heartbeat: Heartbeat | null = null,
): { staleColour: 'yellow' | 'red' | ''; nextCheckAt: string } {
  let colour: LightColour | null = null;
  let next = Number.POSITIVE_INFINITY;
  const light = (at: number, yellowMinutes: number, redMinutes: number) => {
    colour = worseColour(colour, staleColourOf({ yellowLightMinutes: yellowMinutes, redLightMinutes: redMinutes }, (nowMs - at) / MINUTE_MS));
    for (const minutes of [yellowMinutes, redMinutes]) {
      const when = at + minutes * MINUTE_MS;
      if (minutes > 0 && when > nowMs) next = Math.min(next, when);
    }
  };
  for (const r of readings) {
    const preset = presets.find((p) => p.itemId === r.itemId);
    if (preset) light(Date.parse(r.receivedAt), preset.yellowLightMinutes, preset.redLightMinutes);
  }
  if (heartbeat && heartbeat.minutes > 0 && heartbeat.lastReceivedAt) {
    light(Date.parse(heartbeat.lastReceivedAt), heartbeat.minutes * HEARTBEAT_TOLERANCE.late, heartbeat.minutes * HEARTBEAT_TOLERANCE.silent);
  }
  return { staleColour: colour === 'red' || colour === 'yellow' ? colour : '', nextCheckAt: Number.isFinite(next) ? new Date(next).toISOString() : NEVER };
}
