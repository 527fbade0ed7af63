import type { ErrorDefinitions } from './error-definition';

/** Licence errors (device-lifecycle spec sections 6 and 8, docs/decisions/0041). */
export const LICENCE_ERRORS = {
  'licence.notEnough': { status: 409, message: 'Not enough licences' },
  'licence.enabledExceedsAvailable': { status: 409, message: 'Enabled count exceeds available: {{count}} devices to enable, {{available}} licences available' },
  'licence.batchNotFound': { status: 404, message: 'The licence batch does not exist' },
  'licence.batchExpired': { status: 409, message: 'The licence batch has expired' },
  'licence.amountExceedsAvailable': { status: 409, message: 'Not enough licences: the batch has {{available}} available' },
  'licence.notDirectChild': { status: 409, message: 'Licences are sold only to a direct child organization' },
  'licence.mintPlatformOnly': { status: 403, message: 'Only the platform operator creates licences' },
} as const satisfies ErrorDefinitions;
