import { createHash } from 'node:crypto';

/**
 * A record's id (decision 0050): a hash of what makes two records the same one, so that saving it with `create` twice
 * saves it once. Kept apart from the sheet's module so the telemetry ingest does not carry the xlsx libraries.
 */
export const recordIdOf = (...parts: (string | number)[]) => createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 24);
/** A sheet row's identity: device, date and inspector (case and spacing ignored). */
export const sheetRecordId = (deviceId: number, date: string, inspector: string) => recordIdOf('sheet', deviceId, date, inspector.trim().toLowerCase().replace(/\s+/g, ' '));
/** A self-test's identity: the device and the message that carried it. */
export const selfTestRecordId = (deviceId: number, msgId: string) => recordIdOf('selfTest', deviceId, msgId);
