import type { ErrorDefinitions } from './error-definition';

/** Sale records (docs/decisions/0043; spec sections 5 and 8). */
export const SALE_ERRORS = {
  'sale.notFound': { status: 404, message: 'The sale record does not exist' },
  'sale.buyerNotBelow': { status: 400, message: 'The buyer must be an organization below the one holding the device' },
  'sale.deviceNotForSale': { status: 409, message: 'The device {{serial}} is already sold or leased: renew, sublet or void its sale instead' },
  'sale.noBuyoutPermission': { status: 403, message: 'No buyout permission' },
  'sale.startBeforePrevious': { status: 400, message: 'The sale cannot start before the previous sale of the device ends ({{date}})' },
  'sale.subletOutsideParent': { status: 400, message: 'A sublet lies within the sale it comes from ({{start}} to {{end}})' },
  'sale.reletTooEarly': { status: 400, message: 'A renewal starts after the previous lease ends ({{date}})' },
  'sale.notALease': { status: 409, message: 'Only a lease can be renewed' },
  'sale.notCurrent': { status: 409, message: 'Only the newest sale of the device can be changed this way' },
  'sale.notNormal': { status: 409, message: 'The sale is void or expired' },
  'sale.subordinateSales': { status: 409, message: 'Subordinate agents hold valid sales of this device: void those first' },
  'sale.typeFixed': { status: 400, message: 'The sell type of a sale record cannot change' },
  'sale.handlerUnavailable': { status: 400, message: 'This account has been deactivated, please choose another one' },
  'sale.handlerNotFound': { status: 400, message: 'A chosen work-order handler does not exist' },
  'sale.regionUnavailable': { status: 400, message: 'The region does not exist or is disabled' },
  'sale.disableFirst': { status: 409, message: 'The device {{serial}} is enabled: disable it before its sale is voided' },
  'sale.sellerOnly': { status: 403, message: 'Only the seller of the device changes its sale record' },
  'sale.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
} as const satisfies ErrorDefinitions;
