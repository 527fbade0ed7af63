import type { ErrorDefinitions } from './error-definition';

/** Persons to notify on abnormal events (docs/decisions/0019; spec sections 5 and 8). */
export const NOTIFY_ERRORS = {
  'notify.notFound': { status: 404, message: 'The notify person does not exist' },
  'notify.emailExists': { status: 409, message: 'This email address is already a notify person of this organization or device' },
  'notify.phoneExists': { status: 409, message: 'This phone number is already a notify person of this organization or device' },
  'notify.tooMany': { status: 409, message: 'An organization or a device has at most {{max}} notify persons' },
  'notify.deviceOutsideDept': { status: 400, message: 'The device does not belong to this organization or one below it' },
  'notify.deptHasPersons': { status: 409, message: 'The organization has notify persons ({{count}}): delete them first' },
  'notify.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
} as const satisfies ErrorDefinitions;
