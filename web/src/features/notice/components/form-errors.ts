import type { TFunction } from 'i18next';
import type { ZodError } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';

export type FieldErrors = Record<string, string | undefined>;

/** Client-side zod issues as translated messages per field (the first issue of each field). */
export function issuesToErrors(t: TFunction, error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!name || out[name]) continue;
    if (issue.code === 'too_small') out[name] = t('validation.required');
    else if (issue.code === 'too_big') out[name] = t('validation.maxLength', { max: Number(issue.maximum) });
    else out[name] = translateErrorCode(t, issue.message) ?? t('validation.invalid');
  }
  return out;
}

/** A server refusal as field errors when it names fields (or `fieldOf` maps its code), else undefined. */
export function serverFieldErrors(t: TFunction, err: unknown, fieldOf: Record<string, string>): FieldErrors | undefined {
  if (!(err instanceof ApiError)) return undefined;
  if (fieldOf[err.errorCode]) return { [fieldOf[err.errorCode]]: errorMessage(t, err) };
  if (!err.fields.length) return undefined;
  const out: FieldErrors = {};
  for (const f of err.fields) {
    const name = f.path.split('.').pop() ?? '';
    out[name] ??= translateErrorCode(t, f.errorCode, err.params) ?? t('validation.invalid');
  }
  return out;
}
