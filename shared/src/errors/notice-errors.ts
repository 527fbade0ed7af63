import type { ErrorDefinitions } from './error-definition';

/** Notice errors. */
export const NOTICE_ERRORS = {
  'notice.notFound': { status: 404, message: 'The notice does not exist' },
  'notice.tooMany': { status: 409, message: 'The organization already holds the maximum of {{max}} notices' },
  'notice.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
  'notice.outsideSubtree': { status: 403, message: 'Only administrators whose data scope covers the organization and all its sub-organizations can publish or change its notices' },
  'notice.deptHasRecords': { status: 409, message: 'The organization holds notices ({{count}}) and cannot be deleted' },
} as const satisfies ErrorDefinitions;
