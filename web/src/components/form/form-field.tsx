import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

export interface FormFieldOptions {
  required?: boolean;
  /** Shown under the control. */
  hint?: ReactNode;
  /** On the Field: inside one, Chakra's controls take it from the field, not from their own root. */
  disabled?: boolean;
  /** The error's test id when it is not `<testIdPrefix>-<name>-error` (ids that tests already know). */
  errorTestId?: string;
}

interface Props extends FormFieldOptions {
  label: ReactNode;
  /** The field's error (client check or server refusal), already translated. */
  error?: string;
  /** Marked invalid with its message shown elsewhere (once for a group of fields). */
  invalid?: boolean;
  children: ReactNode;
}

/** One labelled control of a form: required mark, hint and its error under it. */
export function FormField({ label, error, errorTestId, invalid, required, hint, disabled, children }: Props) {
  return (
    <Field.Root required={required} invalid={invalid || !!error} disabled={disabled}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText data-testid={errorTestId}>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * The `field(name, label, control, options)` helper of a form dialog: a FormField showing `errors[name]`, with the
 * test id `<testIdPrefix>-<name>-error` (a nested name's dots as dashes: `adultShock.upper` -> `adultShock-upper`).
 */
export function formFieldRenderer<N extends string>(errors: Partial<Record<N, string | undefined>>, testIdPrefix: string) {
  return (name: N, label: ReactNode, control: ReactNode, options: FormFieldOptions = {}) => (
    <FormField label={label} error={errors[name]} errorTestId={`${testIdPrefix}-${name.replace(/\./g, '-')}-error`} {...options}>
      {control}
    </FormField>
  );
}
