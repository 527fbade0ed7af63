import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const MONITOR_ITEM_FIELD_ERRORS = {
  'monitorItem.yellowAfterRed': { status: 400, message: 'The yellow-light time must be shorter than the red-light time' },
  'monitorItem.repeatTooShort': { status: 400, message: 'Repeat notifications at most every 15 minutes (or 0 for never)' },
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
