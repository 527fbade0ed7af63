import type { ErrorDefinitions } from './error-definition';

/** The codes the sale schemas answer for an invalid field (shared/src/schemas/sale.ts; spec section 5, sales). */
export const SALE_FIELD_ERRORS = {
  'sale.noNotifyPerson': { status: 400, message: 'Add at least one notification person (name, phone and email)' },
  'sale.noHandler': { status: 400, message: 'Choose at least one work-order handler' },
  'sale.trainingDateRequired': { status: 400, message: 'A training entry needs its date' },
  'sale.leaseEndRequired': { status: 400, message: 'A lease needs its end date' },
  'sale.endBeforeStart': { status: 400, message: 'The end date must be after the start date' },
  'sale.rentDueOnlyForLease': { status: 400, message: 'Only a lease has a rent due date' },
  'sale.rentDueOutsideLease': { status: 400, message: 'The rent due date must lie within the lease' },
  'sale.gpsIncomplete': { status: 400, message: 'Give both latitude and longitude, or neither' },
  'sale.latitudeRange': { status: 400, message: 'Latitude is from -90 to 90' },
  'sale.longitudeRange': { status: 400, message: 'Longitude is from -180 to 180' },
  'sale.tooManyRecipients': { status: 400, message: 'At most {{max}} report recipients' },
  'sale.recipientFormat': { status: 400, message: 'Report recipient "{{email}}" is not a valid email address' },
  'sale.tooManyFiles': { status: 400, message: 'At most {{max}} files of this kind' },
  'sale.tooManyAtOnce': { status: 400, message: 'Void at most 20 sales at once' },
} as const satisfies ErrorDefinitions;
