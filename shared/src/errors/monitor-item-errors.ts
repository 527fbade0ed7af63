import type { ErrorDefinitions } from './error-definition';

/** Monitoring item preset errors (docs/decisions/0015). Rule-row codes carry no params: the row shows them. */
export const MONITOR_ITEM_ERRORS = {
  'monitorItem.codeExists': { status: 409, message: 'The monitoring item code already exists' },
  'monitorItem.nameExists': { status: 409, message: 'The monitoring item name already exists' },
  'monitorItem.notFound': { status: 404, message: 'The monitoring item does not exist' },
  'monitorItem.tooMany': { status: 409, message: 'The maximum number of monitoring items has been reached' },
  'monitorItem.inUse': { status: 409, message: 'The monitoring item "{{name}}" is used by devices and cannot be deleted or disabled' },
  'monitorItem.typeInUse': { status: 409, message: 'The type of the monitoring item "{{name}}" cannot change while devices use it' },
  'monitorItem.reserved': { status: 409, message: 'The monitoring item "{{name}}" is a reserved platform item and cannot be deleted' },
  'monitorItem.reservedFixed': { status: 409, message: 'The code and type of a reserved monitoring item cannot change' },
} as const satisfies ErrorDefinitions;

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const MONITOR_ITEM_FIELD_ERRORS = {
  'monitorItem.yellowAfterRed': { status: 400, message: 'The yellow-light time must be shorter than the red-light time' },
  'monitorItem.noRules': { status: 400, message: 'Add at least one lighting rule' },
  'monitorItem.tooManyRules': { status: 400, message: 'A monitoring item has at most 20 lighting rules' },
  'monitorItem.ruleCodeRepeated': { status: 400, message: 'Two lighting rules of the item have the same code' },
  'monitorItem.limitFormat': { status: 400, message: 'A limit may only hold a number (digits, an optional minus sign and a decimal point or comma)' },
  'monitorItem.limitOrder': { status: 400, message: 'The lower limit must be below the upper limit' },
  'monitorItem.rangeGap': { status: 400, message: 'Gap: no rule covers the values between the previous rule and this lower limit' },
  'monitorItem.rangeGapBelow': { status: 400, message: 'Gap: no rule covers the values below this lower limit (leave the lowest lower limit empty)' },
  'monitorItem.rangeGapAbove': { status: 400, message: 'Gap: no rule covers the values from this upper limit up (leave the highest upper limit empty)' },
  'monitorItem.rangeOverlap': { status: 400, message: 'Overlap: this range overlaps another rule' },
  'monitorItem.codeFormat': { status: 400, message: 'The item code may only hold letters, digits, dot (.), hyphen (-) and underscore (_)' },
  'monitorItem.ruleCodeFormat': { status: 400, message: 'A rule code may only hold letters, digits, dot (.), hyphen (-) and underscore (_)' },
} as const satisfies ErrorDefinitions;
