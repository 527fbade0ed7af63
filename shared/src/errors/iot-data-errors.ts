import type { ErrorDefinitions } from './error-definition';

/** The IoT data screen (docs/decisions/0049): the range of a device's messages. */
export const IOT_DATA_ERRORS = {
  'iotData.rangeOrder': { status: 400, message: 'The start of the range must be before its end' },
  'iotData.rangeTooLong': { status: 400, message: 'A range can be at most {{days}} days long' },
  'iotData.rangeBeforeRetention': { status: 400, message: 'Messages are kept {{days}} days: the range cannot start earlier' },
  'iotData.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
} as const satisfies ErrorDefinitions;
