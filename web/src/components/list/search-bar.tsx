import type { FormEvent, ReactNode } from 'react';
import { Box, Button, Field, HStack, Input, NativeSelect, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';
import { DateField } from '../form/date-field';

interface SearchBarProps {
  /** Accessible name of the search form. */
  label: string;
  /** Buttons are `<testIdPrefix>-search-submit` and `<testIdPrefix>-search-reset`. */
  testIdPrefix: string;
  onSubmit: (e: FormEvent) => void;
  onReset: () => void;
  submitLabel?: string;
  resetLabel?: string;
  children: ReactNode;
}

/**
 * The search form of a list screen: its fields, then Search and Reset. `noValidate`: the shared schema checks the
 * search and its refusals show at the field in the app's language (the browser's own bubbles, e.g. for a day range's
 * min / max, speak the browser's language and say nothing in the app).
 */
export function SearchBar({ label, testIdPrefix, onSubmit, onReset, submitLabel, resetLabel, children }: SearchBarProps) {
  const { t } = useTranslation('common');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(e);
      }}
      role="search"
      aria-label={label}
      noValidate
    >
      <Wrap gap="4" align="flex-end">
        {children}
        <HStack gap="2">
          <Button type="submit" data-testid={`${testIdPrefix}-search-submit`}>
            <LuSearch /> {submitLabel ?? t('actions.search')}
          </Button>
          <Button type="button" variant="outline" data-testid={`${testIdPrefix}-search-reset`} onClick={onReset}>
            <LuRotateCcw /> {resetLabel ?? t('actions.reset')}
          </Button>
        </HStack>
      </Wrap>
    </form>
  );
}

interface TextFieldProps {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  placeholder?: string;
  /** Chakra size token of the field width. */
  width?: string;
}

/** One labelled text filter. */
export function SearchTextField({ label, testId, value, onChange, maxLength, placeholder, width = '44' }: TextFieldProps) {
  return (
    <Field.Root width={width}>
      <Field.Label>{label}</Field.Label>
      <Input data-testid={testId} value={value} maxLength={maxLength} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

interface SelectFieldProps {
  label: string;
  testId: string;
  value: string;
  onChange: (value: string) => void;
  /** Text of the '' option (no filter); without it the filter always holds one of `options`. */
  allLabel?: string;
  options: readonly { value: string; label: string }[];
  width?: string;
}

/** One labelled choice filter whose first option is "all" (when `allLabel` is given). */
export function SearchSelectField({ label, testId, value, onChange, allLabel, options, width = '36' }: SelectFieldProps) {
  return (
    <Field.Root width={width}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field data-testid={testId} value={value} onChange={(e) => onChange(e.target.value)}>
          {allLabel !== undefined && <option value="">{allLabel}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface DateRangeProps {
  label: string;
  beginLabel: string;
  endLabel: string;
  /** Inputs are `<testId>-begin` and `<testId>-end`. */
  testId: string;
  begin: string;
  end: string;
  onChange: (range: { beginTime: string; endTime: string }) => void;
  hint?: string;
  /** The range's refusal (a beginning after the end: `searchFieldErrors`), shown under it as `<testId>-error`. */
  error?: string;
}

/**
 * A from / to day range in the app language's date format (each bounds the other's calendar). Its refusal shows
 * without moving the search row: in the hint's place when it has one, else just below the inputs, over the space
 * under the row (the row's fields are aligned at their bottom, so a taller field would push every other one down).
 */
export function DateRangeField({ label, beginLabel, endLabel, testId, begin, end, onChange, hint, error }: DateRangeProps) {
  return (
    <Field.Root width="auto" maxW="full" invalid={!!error} position="relative" data-testid={`${testId}-field`}>
      <Field.Label>{label}</Field.Label>
      {/* the two days share the row's width: on a phone they shrink below 40 each rather than stick out of the column */}
      <HStack gap="2" width="full">
        <Box width="40" flexShrink="1" minW="0" data-testid={`${testId}-begin-box`}>
          <DateField width="full" aria-label={beginLabel} testId={`${testId}-begin`} value={begin} max={end || undefined} onChange={(day) => onChange({ beginTime: day, endTime: end })} />
        </Box>
        <span aria-hidden>–</span>
        <Box width="40" flexShrink="1" minW="0" data-testid={`${testId}-end-box`}>
          <DateField width="full" aria-label={endLabel} testId={`${testId}-end`} value={end} min={begin || undefined} onChange={(day) => onChange({ beginTime: begin, endTime: day })} />
        </Box>
      </HStack>
      {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText
        data-testid={`${testId}-error`}
        {...(hint ? {} : { position: 'absolute', top: '100%', insetStart: '0', mt: '1', whiteSpace: 'nowrap', zIndex: '1' })}
      >
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
