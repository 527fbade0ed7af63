/**
 * A month picker in the app language (issue 14, languages): the month by its name and the year, each a select. A
 * native `<input type="month">` follows the browser's locale (and Firefox and Safari show a plain text box).
 * The value in and out is `yyyy-mm`.
 */
import { HStack, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@aed/shared/constants/limits';
import { isLanguage } from '../../lib/i18n';
import { CALENDAR_LOCALE } from './date-field';

export interface MonthFieldProps {
  /** `yyyy-mm`. */
  value: string;
  onChange: (value: string) => void;
  /** On the month select; the year select is `<testId>-year`. */
  testId?: string;
  /** How many years back from the current one the year select offers (the value's own year is always offered). */
  yearsBack?: number;
  'aria-label'?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The twelve month names in a locale, January first. */
export const monthNames = (locale: string): string[] => {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2026, i, 1))));
};

export function MonthField({ value, onChange, testId, yearsBack = 4, 'aria-label': ariaLabel }: MonthFieldProps) {
  const { t, i18n } = useTranslation('common');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const [year, month] = value.split('-').map(Number) as [number, number];
  const thisYear = new Date().getFullYear();
  const years = [...new Set([...Array.from({ length: yearsBack + 1 }, (_, i) => thisYear - i), year])].sort((a, b) => b - a);
  return (
    // Each select keeps the width of its longest text ("septembre", "2026"): a narrow parent wraps them, never cuts them.
    <HStack gap="2" role="group" aria-label={ariaLabel} wrap="wrap">
      <NativeSelect.Root width="40" flexShrink={0}>
        <NativeSelect.Field data-testid={testId} aria-label={t('dateField.month')} value={String(month)} onChange={(e) => onChange(`${year}-${pad(Number(e.target.value))}`)}>
          {monthNames(CALENDAR_LOCALE[language]).map((name, i) => (
            <option key={name} value={String(i + 1)}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root width="28" flexShrink={0}>
        <NativeSelect.Field data-testid={testId ? `${testId}-year` : undefined} aria-label={t('dateField.year')} value={String(year)} onChange={(e) => onChange(`${e.target.value}-${pad(month)}`)}>
          {years.map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
