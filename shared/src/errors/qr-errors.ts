import type { ErrorDefinitions } from './error-definition';

/** QR codes and the public maintenance record (docs/decisions/0042). */
export const QR_ERRORS = {
  'qr.invalidCode': { status: 404, message: 'Invalid QR Code' },
  'qr.notFound': { status: 404, message: 'Invalid QR Code' },
  'qr.equipmentNotFound': { status: 404, message: 'Equipment not found' },
  'qr.deviceHasCode': { status: 409, message: 'The device already has a QR code: unbind it first' },
  'qr.deviceNotInOrganization': { status: 400, message: 'The device is not in the organization of the QR code or below it' },
  'qr.notBound': { status: 409, message: 'The QR code is not bound to a device' },
  'qr.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
  'qr.tooManyRequests': { status: 429, message: 'Too many requests, try again in a minute' },
} as const satisfies ErrorDefinitions;
