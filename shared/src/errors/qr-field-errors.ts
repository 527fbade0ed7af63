import type { ErrorDefinitions } from './error-definition';

/** The codes the QR schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const QR_FIELD_ERRORS = {
  'qr.widthBelowHeight': { status: 400, message: 'QR width must not be less than height' },
  'qr.feedbackRequired': { status: 400, message: 'Describe the problem' },
  'qr.feedbackPhoneFormat': { status: 400, message: 'Enter a valid phone number, or leave it empty' },
} as const satisfies ErrorDefinitions;
