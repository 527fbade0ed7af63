/**
 * Licence activation, for the modules that enable devices (device writes now, the sale module next; decision 0041).
 *
 * - `prepareLicenceActivation(devices, by)`: plans which licence each device takes (its pool's batches, earliest
 *   expiry first; devices that already hold one take none) and answers a `LicenceActivation` to put in the caller's
 *   own transaction: name `activation.entities` among the transaction's entities, call `activation.addTo(entities,
 *   add)` in its build callback, and answer a refused part with `await part.answer()` (its parts are `{ rule:
 *   'licence', answer }`, as device rules' parts are). Throws `licence.notEnough` / `licence.enabledExceedsAvailable`
 *   before anything is written when the pools cannot serve the devices.
 * - `activateDeviceLicence(actor, deviceId)`: the same as a transaction of its own, for one device the caller sees.
 * - `licencesHeld(deviceIds)`: which devices hold a licence (the sale record's "licence activated" flag).
 */
import { getLicenceHolds, writeLicenceActivation, planLicenceActivation, type LicenceActivation, type LicensableDevice } from '../../data/access/licences';
import { nowIso } from '../../lib/time';
import type { Actor } from '../actor';
import { visibleDevice } from '../device/visible-device';

export type { LicenceActivation, LicensableDevice, LicencePart } from '../../data/access/licences';

export function prepareLicenceActivation(devices: LicensableDevice[], by: string, at = nowIso()): Promise<LicenceActivation> {
  return planLicenceActivation(devices, at, by);
}

/**
 * Activates the licence of one device of the caller's scope (else `device.notFound`): consumes one of its pool unless
 * the device already holds one. Answers whether a licence was consumed now and the batch it came from.
 */
export async function activateDeviceLicence(actor: Actor, deviceId: number): Promise<{ activated: boolean; batchId: string | null }> {
  const device = await visibleDevice(actor, deviceId);
  const activation = await prepareLicenceActivation([device], actor.username);
  await writeLicenceActivation(activation);
  return { activated: activation.devices.length > 0, batchId: activation.batchOf.get(deviceId) ?? null };
}

/** Which of these devices hold a licence (the sale record's "licence activated" flag): device id -> the batch it came from. */
export async function licencesHeld(deviceIds: number[]): Promise<Map<number, string>> {
  const holds = await getLicenceHolds(deviceIds);
  return new Map([...holds].map(([deviceId, hold]) => [deviceId, hold.batchId]));
}
