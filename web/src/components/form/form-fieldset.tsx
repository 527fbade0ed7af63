import type { ReactNode } from 'react';
import { Fieldset, Text } from '@chakra-ui/react';

interface Props {
  /** None when a heading above already names the group. */
  legend?: ReactNode;
  legendId?: string;
  required?: boolean;
  /** Shown under the group. */
  hint?: ReactNode;
  hintTestId?: string;
  /** The group's error (client check or server refusal), already translated. */
  error?: string;
  errorTestId?: string;
  children: ReactNode;
}

/**
 * A labelled group of checkboxes (a list of choices, a check tree) in a form: the `FormField` of a group. A Fieldset,
 * not a Field: a Field gives every checkbox inside it the same input id, so each label would toggle the first one.
 */
export function FormFieldset({ legend, legendId, required, hint, hintTestId, error, errorTestId, children }: Props) {
  return (
    <Fieldset.Root invalid={!!error}>
      {legend !== undefined && (
        <Fieldset.Legend id={legendId}>
          {legend}
          {required && (
            <Text as="span" color="fg.error" aria-hidden ms="1">
              *
            </Text>
          )}
        </Fieldset.Legend>
      )}
      {children}
      {hint && <Fieldset.HelperText data-testid={hintTestId}>{hint}</Fieldset.HelperText>}
      <Fieldset.ErrorText data-testid={errorTestId}>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
