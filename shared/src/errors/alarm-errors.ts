import type { ErrorDefinitions } from './error-definition';

/** Alarms (docs/decisions/0047). */
export const ALARM_ERRORS = {
  'alarm.notFound': { status: 404, message: 'The alarm does not exist' },
  'alarm.conflict': { status: 409, message: 'The alarm was changed meanwhile: reload it' },
  'alarm.notOpen': { status: 409, message: 'Only an open alarm can be acknowledged' },
  'alarm.alreadyAcknowledged': { status: 409, message: 'The alarm is already acknowledged' },
  'alarm.alreadyCleared': { status: 409, message: 'The alarm is already cleared' },
  'alarm.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
} as const satisfies ErrorDefinitions;
