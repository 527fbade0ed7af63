import type { ErrorDefinitions } from './error-definition';

/** Accessory and consumable records (docs/decisions/0020). */
export const ACCESSORY_ERRORS = {
  'accessory.notFound': { status: 404, message: 'The accessory or consumable record does not exist' },
  'accessory.duplicate': { status: 409, message: 'Accessory duplicate: the organization already has a record of this category, kind, brand and code' },
  'accessory.expiryAboveMax': { status: 400, message: 'Expiry not above the maximum validity: on {{model}} this kind lasts {{months}} months, so the expiry may be {{max}} at the latest' },
  'accessory.kindNotForModel': { status: 400, message: 'The model {{model}} does not take this kind of consumable' },
  'accessory.inUse': { status: 409, message: 'Accessory in use: "{{code}}" is installed on a device; remove or replace it before deleting it' },
  'accessory.deviceNotFound': { status: 404, message: 'Equipment not found' },
  'accessory.deviceNotInOrganization': { status: 400, message: 'The device {{serial}} is not in the organization of the record or below it' },
  'accessory.alreadyInstalled': { status: 409, message: 'The record is already installed on a device' },
  'accessory.notInstalled': { status: 409, message: 'The record is not installed on a device' },
  'accessory.retired': { status: 409, message: 'A replaced record cannot be installed again' },
  'accessory.installedLocked': { status: 409, message: 'An installed record stays in its organization: remove it from the device first' },
  'accessory.replaceKindMismatch': { status: 400, message: 'The replacement must be of the same category and kind' },
  'accessory.replacementNotInStock': { status: 409, message: 'The replacement must be a record in stock' },
  'accessory.dateBeforeStart': { status: 400, message: 'The installation date cannot be before the start date ({{date}})' },
  'accessory.dateBeforeInstall': { status: 400, message: 'The date cannot be before the installation date ({{date}})' },
  'accessory.dateInFuture': { status: 400, message: 'The date cannot be in the future' },
  'accessory.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
  'accessory.deptHasRecords': { status: 409, message: 'The organization holds accessory or consumable records ({{count}}) and cannot be deleted' },
} as const satisfies ErrorDefinitions;
