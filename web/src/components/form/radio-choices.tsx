import type { ReactNode } from 'react';
import { HStack, RadioGroup } from '@chakra-ui/react';

interface Props<V extends string> {
  value: V;
  /** The choices, in display order. */
  options: readonly V[];
  labelOf: (value: V) => ReactNode;
  onChange: (value: V) => void;
  /** Test ids `<testIdPrefix>-<value>` on the choices. */
  testIdPrefix: string;
  /** The group's accessible name: the id of its visible label, or else a text. */
  labelledBy?: string;
  label?: string;
  disabled?: boolean;
}

/** A row of radio buttons for a short closed list (status, type, category...). */
export function RadioChoices<V extends string>({ value, options, labelOf, onChange, testIdPrefix, labelledBy, label, disabled }: Props<V>) {
  return (
    <RadioGroup.Root value={value} disabled={disabled} aria-labelledby={labelledBy} aria-label={label} onValueChange={(e) => e.value && onChange(e.value as V)}>
      <HStack gap="6">
        {options.map((option) => (
          <RadioGroup.Item key={option} value={option} data-testid={`${testIdPrefix}-${option}`}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{labelOf(option)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
