import type { TFunction } from 'i18next';
import type * as z from 'zod';
import { ApiError } from '../../lib/api-client';
import { errorMessage, translateErrorCode } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../ui/toaster';

export type FieldErrors = Record<string, string | undefined>;
export type ZodIssue = z.ZodError['issues'][number];

/**
 * A zod issue as text. The shared schemas carry error codes as messages ('common.validation'); the common cases get
 * the feature namespace's `validation.required` / `validation.maxLength`, anything else the translated code.
 */
export function issueText(t: TFunction, issue: ZodIssue): string {
  if (issue.code === 'too_small') return t('validation.required');
  if (issue.code === 'too_big') return t('validation.maxLength', { max: Number(issue.maximum) });
  return translateErrorCode(t, issue.message) ?? t('validation.invalid');
}

interface IssueOptions {
  /** Only these fields get messages (others are dropped). */
  names?: readonly string[];
  message?: (issue: ZodIssue) => string;
}

/** Client-side zod issues as translated messages per field (the first issue of each field). */
export function issuesToErrors(t: TFunction, error: { issues: readonly ZodIssue[] }, { names, message = (i) => issueText(t, i) }: IssueOptions = {}): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!name || out[name] || (names && !names.includes(name))) continue;
    out[name] = message(issue);
  }
  return out;
}

interface ServerOptions {
  names?: readonly string[];
  /** Text of one field's error code. */
  fieldMessage?: (code: string, params: Record<string, string | number>) => string;
}

/**
 * A server refusal as field errors when its code belongs to a field (`fieldOf`) or it names fields; else undefined
 * (show it as a toast).
 */
export function serverFieldErrors(t: TFunction, err: unknown, fieldOf: Record<string, string>, { names, fieldMessage }: ServerOptions = {}): FieldErrors | undefined {
  if (!(err instanceof ApiError)) return undefined;
  if (fieldOf[err.errorCode]) return { [fieldOf[err.errorCode]]: errorMessage(t, err) };
  if (!err.fields.length) return undefined;
  const out: FieldErrors = {};
  for (const f of err.fields) {
    const name = f.path.split('.').pop() ?? '';
    if (names && !names.includes(name)) continue;
    out[name] ??= fieldMessage ? fieldMessage(f.errorCode, err.params) : (translateErrorCode(t, f.errorCode, err.params) ?? t('validation.invalid'));
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

interface SaveOutcomeOptions {
  /** Server refusals that belong to one field: error code -> field name. */
  fieldOf: Record<string, string>;
  setErrors: (errors: FieldErrors) => void;
  onClose: () => void;
}

/**
 * What a form dialog does with the answer to its save: `done(message)` toasts the success and closes; `onError`
 * shows a refusal that belongs to a field (`fieldOf`, or the fields a validation failure names) on that field, and
 * anything else as a toast.
 */
export function saveOutcome(t: TFunction, { fieldOf, setErrors, onClose }: SaveOutcomeOptions) {
  return {
    done: (message: string) => () => {
      notifySuccess(message);
      onClose();
    },
    onError: (err: unknown) => {
      const fields = serverFieldErrors(t, err, fieldOf);
      if (fields) setErrors(fields);
      else notifyError(errorMessage(t, err));
    },
  };
}
