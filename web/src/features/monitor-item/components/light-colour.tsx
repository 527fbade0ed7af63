import { Box, HStack, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LIGHT_COLOURS, type LightColour } from '@aed/shared/schemas/monitor-item';

/** Theme colour of each light. */
export const LIGHT_SWATCH: Readonly<Record<LightColour, string>> = {
  red: 'red.500',
  yellow: 'yellow.400',
  green: 'green.500',
  pink: 'pink.400',
  purple: 'purple.500',
};

/** A round light of one colour; its name is the accessible label unless `decorative`. */
export function LightSwatch({ colour, size = '3', title, decorative = false }: { colour: LightColour; size?: string; title?: string; decorative?: boolean }) {
  const { t } = useTranslation('monitorItem');
  const label = title ?? t(`colours.${colour}`);
  return (
    <Box
      as="span"
      display="inline-block"
      flexShrink={0}
      width={size}
      height={size}
      rounded="full"
      bg={LIGHT_SWATCH[colour]}
      borderWidth="1px"
      borderColor="blackAlpha.300"
      title={label}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    />
  );
}

interface PickerProps {
  value: LightColour;
  onChange: (colour: LightColour) => void;
  /** Accessible name of the group. */
  label: string;
  /** Buttons are `<testIdPrefix>-<colour>`. */
  testIdPrefix: string;
}

/** The five lights as a radio group of swatches (arrow keys move, as in a native radio group). */
export function LightColourPicker({ value, onChange, label, testIdPrefix }: PickerProps) {
  const { t } = useTranslation('monitorItem');
  const move = (group: HTMLElement, step: number) => {
    const next = LIGHT_COLOURS[(LIGHT_COLOURS.indexOf(value) + step + LIGHT_COLOURS.length) % LIGHT_COLOURS.length];
    onChange(next);
    group.querySelector<HTMLElement>(`[data-colour="${next}"]`)?.focus();
  };
  return (
    <HStack
      gap="1"
      role="radiogroup"
      aria-label={label}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight' || e.key === 'ArrowDown') move(e.currentTarget, 1);
        else if (e.key === 'ArrowLeft' || e.key === 'ArrowUp') move(e.currentTarget, -1);
        else return;
        e.preventDefault();
      }}
    >
      {LIGHT_COLOURS.map((colour) => {
        const selected = colour === value;
        return (
          <chakra.button
            key={colour}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={t(`colours.${colour}`)}
            title={t(`colours.${colour}`)}
            tabIndex={selected ? 0 : -1}
            data-testid={`${testIdPrefix}-${colour}`}
            data-colour={colour}
            data-selected={selected || undefined}
            onClick={() => onChange(colour)}
            width="5"
            height="5"
            rounded="full"
            bg={LIGHT_SWATCH[colour]}
            borderWidth="2px"
            borderColor={selected ? 'fg' : 'transparent'}
            outlineOffset="1px"
            cursor="pointer"
            opacity={selected ? 1 : 0.55}
            _hover={{ opacity: 1 }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
          />
        );
      })}
    </HStack>
  );
}
