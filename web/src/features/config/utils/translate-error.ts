import type { TFunction } from 'i18next';
import { ERRORS } from '@aed/shared/errors/codes';
import { errorMessage, localizedParam, translateErrorCode, type ErrorParam } from '../../../lib/error-message';

/**
 * One error code (`common.validation`, `config.keyExists`) as text: the shell's `errors` namespace first, then the
 * English catalogue of shared/errors/codes.ts (its `{{name}}` placeholders filled), so a message is never a bare code.
 */
export const translateCode = (t: TFunction, code: string, params: Record<string, ErrorParam> = {}): string =>
  translateErrorCode(t, code, params) ??
  (code in ERRORS
    ? ERRORS[code as keyof typeof ERRORS].message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(localizedParam(params[name]) ?? ''))
    : (translateErrorCode(t, 'common.validation') ?? ERRORS['common.validation'].message));

/** Any thrown value (ApiError or not) as translated text: the shell's helper. */
export const translateError = (t: TFunction, err: unknown): string => errorMessage(t, err);
