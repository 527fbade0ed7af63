import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type * as z from 'zod';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { notifySuccess } from '../ui/toaster';
import { formFieldRenderer } from './form-field';
import { issuesToErrors, issueText, saveOutcome, valueAt, type FieldErrors, type ZodIssue } from './form-errors';

/** A react-query mutation as the form needs it (`useMutation(...)` results fit); `R` is what it answers. */
interface Mutation<D, R = unknown> {
  mutate: (data: D, options: { onSuccess: (result: R) => void; onError: (err: unknown) => void }) => void;
  isPending: boolean;
}

interface SaveOptions<R> {
  /** After the success toast, instead of closing: the caller gets the saved record (e.g. to go on with it). */
  onSaved?: (result: R) => void;
  /** After the success toast and closing: the caller is told the saved record (a list shows the one just added). */
  onDone?: (result: R) => void;
}

interface Options<V extends object> {
  /** The feature's i18n namespace: `validation.*` messages and error codes are translated in it. */
  ns: string;
  /** What the fields hold when the dialog opens (a new record's defaults, or the record being modified). */
  initial: V;
  /** Server refusals that belong to one field (error code -> field name): shown under that field, not as a toast. */
  fieldOf?: Record<string, string>;
  /** Server refusals that name their field in a param (`{ field: 'userQuota' }`): shown under it when the form has it. */
  fieldInParams?: readonly string[];
  /** Prefix of the error test ids the `field` renderer gives (`<prefix>-<name>-error`). */
  testIdPrefix: string;
  /** Closes the dialog after a successful save. */
  onClose: () => void;
  /**
   * The dialog's own text for some client-side issues (e.g. a schema's specific code rather than "required");
   * undefined for the others, which get the common text (`issueText`).
   */
  issueMessage?: (t: TFunction, issue: ZodIssue) => string | undefined;
  /**
   * The error a zod issue or a server refusal of a field goes to, from its dotted path (`rules.2.lowerLimit`,
   * `adultShock.upper`), for values nested in rows or groups. Default: the top-level field it belongs to.
   */
  errorKey?: (path: string) => string;
  /**
   * Called when values are refused at their fields (by the check before sending, or by a server validation failure
   * naming fields): a long form says so in a toast, as its first wrong field may be out of view.
   */
  onInvalid?: () => void;
}

/**
 * The one form approach of every add / modify dialog (docs/module-pattern.md): the values the fields hold, their
 * errors, and `save`, which checks the values with the very zod schema the server parses (nothing is sent while a
 * field is invalid, each message at its field), sends them, toasts the success and closes, or shows a refusal at its
 * field (`fieldOf`: a taken name or code) and anything else as a toast. Editing a field clears its error.
 */
export function useZodForm<V extends object>({ ns, initial, fieldOf = {}, fieldInParams = [], testIdPrefix, onClose, issueMessage, errorKey, onInvalid }: Options<V>) {
  const { t } = useTranslation(ns);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { done, onError } = saveOutcome(t, { fieldOf, setErrors, onClose, errorKey });
  const refused = (err: unknown) => {
    const named = err instanceof ApiError && fieldInParams.includes(err.errorCode) ? err.params.field : undefined;
    if (typeof named === 'string' && named in values) return setErrors({ [named]: errorMessage(t, err) });
    onError(err);
    if (onInvalid && err instanceof ApiError && !fieldOf[err.errorCode] && err.fields.length > 0) onInvalid();
  };

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setErrors((prev) => (prev[key as string] ? { ...prev, [key]: undefined } : prev));
  };

  /**
   * Parses `input` (the values as the request expects them, e.g. with the record's id) with `schema`; when valid,
   * `mutation.mutate(parsed)` and on success `successMessage`. Returns whether the request was sent. A rule of the
   * screen on top of the shared schema is a refinement of it (`schema.superRefine(...)`, the message an error code).
   */
  const save = <S extends z.ZodType, R>(schema: S, input: unknown, mutation: Mutation<z.output<S>, R>, successMessage: string, { onSaved, onDone }: SaveOptions<R> = {}): boolean => {
    if (mutation.isPending) return false;
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      const message = (issue: ZodIssue) => issueMessage?.(t, issue) ?? issueText(t, issue, { value: valueAt(input, issue.path) });
      setErrors(issuesToErrors(t, parsed.error, { input, errorKey, message }));
      onInvalid?.();
      return false;
    }
    // the values pass: a message left from an earlier check (another field's rule) no longer holds
    setErrors({});
    const saved = onSaved
      ? (result: R) => {
          notifySuccess(successMessage);
          onSaved(result);
        }
      : (result: R) => {
          done(successMessage)();
          onDone?.(result);
        };
    mutation.mutate(parsed.data, { onSuccess: saved, onError: refused });
    return true;
  };

  /** A submit handler: `(e) => { e.preventDefault(); run(); }`. */
  const onSubmit = (run: () => void) => (e: FormEvent) => {
    e.preventDefault();
    run();
  };

  return { t, values, setValues, set, errors, setErrors, save, onSubmit, field: formFieldRenderer(errors, testIdPrefix) };
}
