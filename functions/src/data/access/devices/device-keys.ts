/**
 * The unique keys of a device (decision 0018): serial number, product code and IoT code, each unique whatever its
 * case ("sn-1" = "SN-1"). A key is held by its uniqueness marker (access/unique-markers.ts), taken and released in
 * the device's own write, so a concurrent add of the same key fails on the marker.
 */
import type { ErrorRef } from '../../../lib/app-error';
import type { DeviceItem } from '../../entities/device-entity';
import { markerOwnerId, type Marker } from '../unique-markers';
import { getDeviceById } from './device-reads';
import { DEVICE_ERRORS } from '@aed/shared/errors/device-errors';
import { errorRef } from '../../../lib/app-error';

const norm = (s: string) => s.trim().toLowerCase();
export const serialNumberMarker = (serialNumber: string): Marker => ({ scope: 'deviceSerial', value: norm(serialNumber) });
export const deviceCodeMarker = (equipmentCode: string): Marker => ({ scope: 'deviceCode', value: norm(equipmentCode) });
export const iotCodeMarker = (iotCode: string): Marker => ({ scope: 'deviceIot', value: norm(iotCode) });

export type DeviceKeyName = 'serial' | 'code' | 'iot';

/** One unique key: the field it is, the marker a device holds for it (none: the optional IoT code left empty), the code a taken one answers. */
export interface DeviceKey {
  name: DeviceKeyName;
  field: 'serialNumber' | 'equipmentCode' | 'iotCode';
  markerOf: (device: Pick<DeviceItem, 'serialNumber' | 'equipmentCode' | 'iotCode'>) => Marker | null;
  taken: ErrorRef;
}

/**
 * Every unique key of a device, declared once: the device write takes and releases their markers (a taken one
 * refuses it with `taken`), and the import checks its rows against them beforehand (decision 0032).
 */
export const DEVICE_KEYS: readonly DeviceKey[] = [
  { name: 'serial', field: 'serialNumber', markerOf: (d) => serialNumberMarker(d.serialNumber), taken: errorRef(DEVICE_ERRORS, 'device.serialExists') },
  { name: 'code', field: 'equipmentCode', markerOf: (d) => deviceCodeMarker(d.equipmentCode), taken: errorRef(DEVICE_ERRORS, 'device.codeExists') },
  { name: 'iot', field: 'iotCode', markerOf: (d) => (d.iotCode ? iotCodeMarker(d.iotCode) : null), taken: errorRef(DEVICE_ERRORS, 'device.iotCodeExists') },
];

async function findByMarker(marker: Marker): Promise<DeviceItem | null> {
  const deviceId = await markerOwnerId(marker);
  return deviceId ? getDeviceById(deviceId) : null;
}

/** The device with this serial number (one GetItem on its marker), whatever its organization: check the scope. */
export const findDeviceBySerialNumber = (serialNumber: string) => findByMarker(serialNumberMarker(serialNumber));
/** The device with this product code (marker), whatever its organization: check the scope. */
export const findDeviceByCode = (equipmentCode: string) => findByMarker(deviceCodeMarker(equipmentCode));
/** The device with this IoT code (marker), whatever its organization: check the scope. */
export const findDeviceByIotCode = (iotCode: string) => findByMarker(iotCodeMarker(iotCode));
