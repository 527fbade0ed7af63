import type { ErrorDefinitions } from './error-definition';

/** The codes the licence schemas answer for an invalid field (decision 0041). */
export const LICENCE_FIELD_ERRORS = {
  'licence.expiryInPast': { status: 400, message: 'The expiry date must be today or later' },
  'licence.expiryAndLifetime': { status: 400, message: 'Give an expiry date or a lifetime, not both' },
} as const satisfies ErrorDefinitions;
