import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../ui/toaster';

interface Options<T, V, D> {
  mutation: UseMutationResult<D, unknown, V>;
  /** The mutation's variables for the confirmed target. */
  toVariables: (target: T) => V;
  /** Toast after success. */
  successText: (target: T, data: D) => string;
  /** A failure as text (usually `errorMessage(t, err)`). */
  errorText: (err: unknown) => string;
  /** After success, before the dialog closes. */
  onSuccess?: (target: T, data: D) => void;
}

/**
 * Ask-then-run flow of a destructive action (delete, clean, unlock...): `ask(target)` opens the confirmation,
 * `confirm()` runs the mutation, toasts the outcome and closes. Render with `<ConfirmDialog {...flow.dialog} ...>`.
 */
export function useConfirmAction<T, V, D>({ mutation, toVariables, successText, errorText, onSuccess }: Options<T, V, D>) {
  const [target, setTarget] = useState<T | null>(null);
  const confirm = () => {
    if (target === null) return;
    mutation.mutate(toVariables(target), {
      onSuccess: (data) => {
        notifySuccess(successText(target, data));
        onSuccess?.(target, data);
        setTarget(null);
      },
      onError: (err) => {
        notifyError(errorText(err));
        setTarget(null);
      },
    });
  };
  return {
    target,
    ask: (next: T) => setTarget(next),
    cancel: () => setTarget(null),
    /** Props for ConfirmDialog. */
    dialog: { open: target !== null, busy: mutation.isPending, onConfirm: confirm, onCancel: () => setTarget(null) },
  };
}
