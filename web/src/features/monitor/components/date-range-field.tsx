import { Field, HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  begin: string;
  end: string;
  onChange: (range: { beginTime: string; endTime: string }) => void;
  testId: string;
}

/** Log time range (UTC days); empty = this month, at most 12 months. */
export function DateRangeField({ begin, end, onChange, testId }: Props) {
  const { t } = useTranslation('monitor');
  return (
    <Field.Root width="auto">
      <Field.Label>{t('common.timeRange')}</Field.Label>
      <HStack gap="2">
        <Input type="date" width="40" aria-label={t('common.beginTime')} data-testid={`${testId}-begin`} value={begin} max={end || undefined} onChange={(e) => onChange({ beginTime: e.target.value, endTime: end })} />
        <span aria-hidden>–</span>
        <Input type="date" width="40" aria-label={t('common.endTime')} data-testid={`${testId}-end`} value={end} min={begin || undefined} onChange={(e) => onChange({ beginTime: begin, endTime: e.target.value })} />
      </HStack>
      <Field.HelperText>{t('common.rangeHint')}</Field.HelperText>
    </Field.Root>
  );
}
