import type { TFunction } from 'i18next';
import type * as z from 'zod';
import { ApiError } from '../../lib/api-client';
import { markErrorShown } from '../../lib/query-client';
import { errorMessage, translateErrorCode, type ErrorParam } from '../../lib/error-message';
import { notifyError, notifySuccess } from '../ui/toaster';

export type FieldErrors = Record<string, string | undefined>;
export type ZodIssue = z.ZodError['issues'][number];

/** Nothing typed or chosen: an empty (or blank) text, no value, an empty list. */
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Required codes whose text says more than "required" (the condition that makes the field needed): kept as they are. */
const EXPLAINED_REQUIRED = new Set(['device.outboundRequired', 'accessory.replacementRequired', 'accessory.expiryRequired', 'gen.dictTypeRequired']);

/**
 * A code that says a field was left empty (`device.productionDateRequired`, `common.required`): at the field it reads
 * as the one required wording of every form; the field's name in the code is for answers not shown at a field (an
 * import row, an API caller). The login form keeps its own words (`auth.*`).
 */
export const isRequiredCode = (code: string) =>
  code === 'common.required' || (/^[a-z][A-Za-z]*\.[A-Za-z]*Required$/.test(code) && !code.startsWith('auth.') && !EXPLAINED_REQUIRED.has(code));

/** The value at a zod issue's path in the object that was parsed (what the form holds). */
export const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), input);

/**
 * A number out of its bounds, said as such (the `common` namespace, so every number field of every screen gets it):
 * at least / more than `minimum`, at most / less than `maximum`.
 */
function numberBoundText(t: TFunction, issue: Extract<ZodIssue, { code: 'too_small' | 'too_big' }>): string {
  if (issue.code === 'too_small') return t(issue.inclusive ? 'common:validation.numberAtLeast' : 'common:validation.numberAbove', { min: Number(issue.minimum) });
  return t(issue.inclusive ? 'common:validation.numberAtMost' : 'common:validation.numberBelow', { max: Number(issue.maximum) });
}

/**
 * A zod issue as text. The shared schemas carry error codes as messages ('common.validation'); the common cases get
 * a precise message, anything else the translated code (with the issue's params: `{{min}}`, `{{max}}`...).
 * - too short / too few (text, list): `common:validation.required` (one wording for every form); too long: `validation.maxLength`.
 * - a number out of bounds says the bound ("-3" for a count from 1: "Enter a number of at least 1"), not "required".
 *   A number field left empty is still "required": pass `raw`, the value the form holds (`issuesToErrors` does with
 *   its `input`); without it, a positive id (a select left empty coerces to 0) counts as required.
 * - not a whole number, not a number at all: said so, unless the schema names a more precise code.
 */
export function issueText(t: TFunction, issue: ZodIssue, raw?: { value: unknown }): string {
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const numeric = issue.origin === 'number' || issue.origin === 'bigint';
    const leftEmpty = raw ? isBlank(raw.value) : issue.code === 'too_small' && Number(issue.minimum) === 0 && !issue.inclusive;
    if (numeric && !leftEmpty) return numberBoundText(t, issue);
    if (issue.code === 'too_small') return t('common:validation.required');
    return t('validation.maxLength', { max: Number(issue.maximum) });
  }
  if (isRequiredCode(issue.message)) return t('common:validation.required');
  const coded = translateErrorCode(t, issue.message, issue.code === 'custom' ? issue.params : undefined);
  if (issue.code === 'invalid_type' && (!coded || issue.message === 'common.validation')) {
    if (issue.expected === 'int') return t('common:validation.wholeNumber');
    if (issue.expected === 'number') return raw && isBlank(raw.value) ? t('common:validation.required') : t('common:validation.number');
  }
  return coded ?? t('validation.invalid');
}

/**
 * An issue's own error code translated (`notify.noEvent`: "Choose at least one event"), or undefined for the generic
 * `common.validation` and for zod's default messages: the `issueMessage` of a form whose schema names precise codes.
 */
export const schemaCodeText = (t: TFunction, issue: ZodIssue): string | undefined =>
  issue.message === 'common.validation'
    ? undefined
    : isRequiredCode(issue.message)
      ? t('common:validation.required')
      : translateErrorCode(t, issue.message, issue.code === 'custom' ? issue.params : undefined);

interface IssueOptions {
  /** Only these fields get messages (others are dropped). */
  names?: readonly string[];
  message?: (issue: ZodIssue) => string;
  /** The object that was parsed: an empty number field is then "required", not "at least 1" (`issueText`). */
  input?: unknown;
  /** The error's key from the issue's dotted path (`rules.2.lowerLimit`); default: the top field (`rules`). */
  errorKey?: (path: string) => string;
}

/** Client-side zod issues as translated messages per field (the first issue of each field). */
export function issuesToErrors(
  t: TFunction,
  error: { issues: readonly ZodIssue[] },
  { names, input, errorKey, message = (i) => issueText(t, i, input === undefined ? undefined : { value: valueAt(input, i.path) }) }: IssueOptions = {},
): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const name = errorKey ? errorKey(issue.path.map(String).join('.')) : String(issue.path[0] ?? '');
    if (!name || out[name] || (names && !names.includes(name))) continue;
    out[name] = message(issue);
  }
  return out;
}

interface ServerOptions {
  names?: readonly string[];
  /** Text of one field's error code. */
  fieldMessage?: (code: string, params: Record<string, ErrorParam>) => string;
  /** The error's key from a refused field's dotted path (`rules.2.lowerLimit`); default: its last segment. */
  errorKey?: (path: string) => string;
}

/**
 * A server refusal as field errors when its code belongs to a field (`fieldOf`) or it names fields; else undefined
 * (show it as a toast).
 */
export function serverFieldErrors(t: TFunction, err: unknown, fieldOf: Record<string, string>, { names, fieldMessage, errorKey }: ServerOptions = {}): FieldErrors | undefined {
  if (!(err instanceof ApiError)) return undefined;
  if (fieldOf[err.errorCode]) return { [fieldOf[err.errorCode]]: errorMessage(t, err) };
  if (!err.fields.length) return undefined;
  const out: FieldErrors = {};
  for (const f of err.fields) {
    const name = errorKey ? errorKey(f.path) : (f.path.split('.').pop() ?? '');
    if (names && !names.includes(name)) continue;
    out[name] ??= fieldMessage
      ? fieldMessage(f.errorCode, err.params)
      : isRequiredCode(f.errorCode)
        ? t('common:validation.required')
        : (translateErrorCode(t, f.errorCode, err.params) ?? t('validation.invalid'));
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

interface SaveOutcomeOptions {
  /** Server refusals that belong to one field: error code -> field name. */
  fieldOf: Record<string, string>;
  setErrors: (errors: FieldErrors) => void;
  onClose: () => void;
  /** Where a refused field's error goes (`serverFieldErrors`). */
  errorKey?: (path: string) => string;
}

/**
 * What a form dialog does with the answer to its save: `done(message)` toasts the success and closes; `onError`
 * shows a refusal that belongs to a field (`fieldOf`, or the fields a validation failure names) on that field only
 * (no toast besides), and anything else as a toast.
 */
export function saveOutcome(t: TFunction, { fieldOf, setErrors, onClose, errorKey }: SaveOutcomeOptions) {
  return {
    done: (message: string) => () => {
      notifySuccess(message);
      onClose();
    },
    onError: (err: unknown) => {
      // shown here, under its field or as this form's toast: the client's own toast (lib/query-client.ts) stays out
      markErrorShown(err);
      const fields = serverFieldErrors(t, err, fieldOf, { errorKey });
      if (fields) setErrors(fields);
      else notifyError(errorMessage(t, err));
    },
  };
}

export interface GroupedErrors {
  /** Messages two or more of the group's fields share, once each, in field order: shown at the group. */
  shared: string[];
  /** Each field's own message (undefined when its message is one of `shared`). */
  own: FieldErrors;
}

/**
 * The errors of a group of fields (a shock range, a date range): a message several fields carry ("the values must
 * be complete") is said once at the group, the fields only marked; a message of one field stays under it.
 */
export function groupErrors(errors: FieldErrors, names: readonly string[]): GroupedErrors {
  const count = new Map<string, number>();
  for (const name of names) {
    const message = errors[name];
    if (message) count.set(message, (count.get(message) ?? 0) + 1);
  }
  const shared = [...count].filter(([, n]) => n > 1).map(([message]) => message);
  const own: FieldErrors = {};
  for (const name of names) {
    const message = errors[name];
    own[name] = message && !shared.includes(message) ? message : undefined;
  }
  return { shared, own };
}
