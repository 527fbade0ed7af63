import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const ACCESSORY_FIELD_ERRORS = {
  'accessory.categoryRequired': { status: 400, message: 'Choose accessory or consumable' },
  'accessory.kindRequired': { status: 400, message: 'The kind is required' },
  'accessory.kindInvalid': { status: 400, message: 'This kind does not belong to the chosen category' },
  'accessory.codeRequired': { status: 400, message: 'The code is required' },
  'accessory.nameRequired': { status: 400, message: 'The name is required' },
  'accessory.deptRequired': { status: 400, message: 'The organization is required' },
  'accessory.deviceRequired': { status: 400, message: 'Choose a device' },
  'accessory.startDateRequired': { status: 400, message: 'The start date (installed or manufactured) is required' },
  'accessory.textTooLong': { status: 400, message: 'The text is too long' },
  'accessory.expiryRequired': { status: 400, message: 'A consumable needs an expiry date or effective days' },
  'accessory.expiryBeforeStart': { status: 400, message: 'The expiry date must be after the start date' },
  'accessory.effectiveDaysRange': { status: 400, message: 'Effective days are a whole number from 1 to 36500' },
  'accessory.effectiveDaysMismatch': { status: 400, message: 'The effective days do not match the start and expiry dates' },
  'accessory.replacementRequired': { status: 400, message: 'Choose a record in stock or describe a new one' },
  'accessory.tooManyAtOnce': { status: 400, message: 'At most 20 records can be deleted at once' },
} as const satisfies ErrorDefinitions;
