import type { ReactNode } from 'react';
import { Checkmark, chakra, type CheckmarkProps, type HTMLChakraProps } from '@chakra-ui/react';

export interface NativeCheckboxProps extends Omit<HTMLChakraProps<'label'>, 'onChange' | 'children'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  /** Style props of the box (Chakra's `Checkbox.Control`). */
  controlProps?: CheckmarkProps;
  /** Style props of the text (Chakra's `Checkbox.Label`). */
  labelProps?: HTMLChakraProps<'span'>;
}

/** The focus ring Chakra's checkmark recipe draws on itself, drawn when the (hidden) input has the keyboard focus. */
const INPUT_FOCUS_RING = {
  outlineWidth: 'var(--focus-ring-width, 2px)',
  outlineOffset: 'var(--focus-ring-offset, 2px)',
  outlineStyle: 'var(--focus-ring-style, solid)',
  outlineColor: 'var(--focus-ring-color)',
} as const;

/**
 * A small checkbox that looks like Chakra's (`size="sm"`) on a native input: the label holds a visually hidden
 * `<input type="checkbox">` and Chakra's checkmark. Chakra's Checkbox brings its state machine and focus tracking, about
 * 10 KB gzipped, which the login page would load for its two boxes alone (docs/decisions/0037).
 */
export function NativeCheckbox({ checked, onCheckedChange, children, controlProps, labelProps, ...rootProps }: NativeCheckboxProps) {
  return (
    <chakra.label display="inline-flex" gap="2" alignItems="center" verticalAlign="top" position="relative" data-state={checked ? 'checked' : 'unchecked'} {...rootProps}>
      <chakra.input type="checkbox" className="peer" srOnly checked={checked} onChange={(e) => onCheckedChange(e.target.checked)} />
      <Checkmark size="sm" checked={checked} _peerFocusVisible={INPUT_FOCUS_RING} {...controlProps} />
      <chakra.span textStyle="sm" fontWeight="medium" userSelect="none" {...labelProps}>
        {children}
      </chakra.span>
    </chakra.label>
  );
}
