import type { ErrorDefinitions } from './error-definition';

/** Work-order handler assignments (docs/decisions/0019; spec sections 5, 6 and 8). */
export const HANDLER_ERRORS = {
  'handler.notFound': { status: 404, message: 'The work-order handler assignment does not exist' },
  'handler.userNotFound': { status: 404, message: 'The person you choose does not exist' },
  'handler.userDisabled': { status: 400, message: 'This account has been deactivated, please choose another one' },
  'handler.noAccess': { status: 400, message: 'The person you choose has no access to the page' },
  'handler.notHandler': { status: 400, message: 'The person you choose is not a work-order handler' },
  'handler.userOutsideTree': { status: 400, message: 'The person you choose does not belong to this organization or one above it' },
  'handler.exists': { status: 409, message: 'This person is already a work-order handler of this organization or device' },
  'handler.tooMany': { status: 409, message: 'An organization or a device has at most {{max}} work-order handlers' },
  'handler.deviceOutsideDept': { status: 400, message: 'The device does not belong to this organization or one below it' },
  'handler.deptHasHandlers': { status: 409, message: 'The organization has work-order handlers ({{count}}): remove them first' },
  'handler.userAssigned': { status: 409, message: 'The user is a work-order handler of an organization or device: remove the assignment first' },
  'handler.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
} as const satisfies ErrorDefinitions;
