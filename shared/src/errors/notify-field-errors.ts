import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const NOTIFY_FIELD_ERRORS = {
  'notify.noChannel': { status: 400, message: 'Choose at least one channel (email or push)' },
  'notify.noEvent': { status: 400, message: 'Choose at least one event to be notified of' },
} as const satisfies ErrorDefinitions;
