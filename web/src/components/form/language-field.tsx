import { NativeSelect } from '@chakra-ui/react';
import { LANGUAGES, type Language } from '@aed/shared/constants/limits';
import { LANGUAGE_LABELS } from '../../lib/i18n';

interface LanguageFieldProps {
  value: Language;
  onChange: (language: Language) => void;
  testId: string;
  /** When no visible label names the field (a row of inputs). */
  ariaLabel?: string;
  size?: 'sm' | 'md';
  width?: string;
  /** The languages offered (default: every one). */
  languages?: readonly Language[];
}

/**
 * A record's language (a user's, a dictionary entry's, a notification person's mails): every language the product
 * speaks, each named in itself. Not the screen's language switch (components/ui/lang-select.tsx).
 */
export function LanguageField({ value, onChange, testId, ariaLabel, size, width, languages = LANGUAGES }: LanguageFieldProps) {
  return (
    <NativeSelect.Root size={size} width={width} flexShrink={width ? 0 : undefined}>
      <NativeSelect.Field data-testid={testId} aria-label={ariaLabel} title={ariaLabel} value={value} onChange={(e) => onChange(e.target.value as Language)}>
        {languages.map((l) => (
          <option key={l} value={l}>
            {LANGUAGE_LABELS[l]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
