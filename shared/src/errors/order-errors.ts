import type { ErrorDefinitions } from './error-definition';

/** Work orders (docs/decisions/0045; spec device-lifecycle sections 2 to 6). */
export const ORDER_ERRORS = {
  'order.notFound': { status: 404, message: 'The work order does not exist' },
  'order.conflict': { status: 409, message: 'The order was changed meanwhile: reload it' },
  'order.finished': { status: 409, message: 'The order is completed or cancelled' },
  'order.notAssigned': { status: 409, message: 'The order is not dispatched to a handler' },
  'order.notYourOrder': { status: 403, message: 'Only the order\'s handler can do this' },
  'order.maintenanceOpen': { status: 409, message: 'The device already has an open maintenance order ({{orderNo}})' },
  'order.expiredUnreplaced': { status: 409, message: 'These items are expired and not replaced: {{items}}' },
  'order.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
  'order.checklistIncomplete': { status: 400, message: 'Answer every item of the checklist ({{count}} left)' },
  'order.replacementNotOnDevice': { status: 409, message: 'The item replaced is not installed on this device' },
  'order.processDateOutOfRange': { status: 400, message: 'The processing date must lie between the order\'s creation ({{date}}) and today' },
} as const satisfies ErrorDefinitions;

/** The codes the work-order schemas answer for an invalid field (shared/src/schemas/work-order.ts; spec section 5). */
export const ORDER_FIELD_ERRORS = {
  'order.returnReasonRequired': { status: 400, message: 'Give the reason for returning the order' },
  'order.cancelReasonRequired': { status: 400, message: 'Give the reason for cancelling the order' },
  'order.deviceRequired': { status: 400, message: 'Choose the device' },
  'order.handlerRequired': { status: 400, message: 'Choose the handler' },
  'order.trainingDateRequired': { status: 400, message: 'A training order needs its planned date' },
  'order.monitorItemRequired': { status: 400, message: 'An alarm order names the monitoring item' },
  'order.checkResultRequired': { status: 400, message: 'Mark the item normal or abnormal' },
  'order.checkValueFormat': { status: 400, message: "Enter a number within the item's range" },
  'order.abnormalNoteRequired': { status: 400, message: 'Say what is abnormal' },
  'order.tooManyFiles': { status: 400, message: 'At most {{max}} files here' },
  'order.nextMaintenanceBeforeProcess': { status: 400, message: 'The next maintenance date must come after the processing date' },
  'order.nextMaintenanceTooFar': { status: 400, message: 'The next maintenance date must be at most {{months}} months after the processing date' },
} as const satisfies ErrorDefinitions;

/** The refusals of the work-order state machine (shared/src/schemas/work-order-states.ts `orderTransition`). */
export const ORDER_STATE_REFUSALS = { finished: 'order.finished', notAssigned: 'order.notAssigned' } as const satisfies Record<string, keyof typeof ORDER_ERRORS>;
