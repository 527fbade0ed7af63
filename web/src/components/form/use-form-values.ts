import { useState } from 'react';

/** Values and per-field errors of a form; editing a field clears its error. */
export function useFormValues<V extends object>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const set = <K extends keyof V>(key: K, v: V[K]) => {
    setValues((prev) => ({ ...prev, [key]: v }));
    setErrors((prev) => (prev[key] ? { ...prev, [key]: undefined } : prev));
  };
  return { values, setValues, errors, setErrors, set };
}
