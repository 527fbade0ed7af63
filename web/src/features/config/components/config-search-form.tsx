import type { FormEvent } from 'react';
import { Button, Field, HStack, Input, NativeSelect, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';
import { CONFIG_TYPES } from '@aed/shared/schemas/config';
import type { FieldErrors } from '../../../components/form/form-errors';
import { DateField } from '../../../components/form/date-field';
import type { ConfigSearchForm } from './config-search-state';

interface Props {
  value: ConfigSearchForm;
  onChange: (value: ConfigSearchForm) => void;
  onSubmit: () => void;
  onReset: () => void;
  /** Refusals shown at their fields (the day range's: `endTime`). */
  errors?: FieldErrors;
}

/** Parameter name, key name, built-in flag and creation date range; Search and Reset. */
export function ConfigSearchForm({ value, onChange, onSubmit, onReset, errors = {} }: Props) {
  const { t } = useTranslation('config');
  const set = <K extends keyof ConfigSearchForm>(key: K, v: ConfigSearchForm[K]) => onChange({ ...value, [key]: v });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('search.label')} noValidate>
      <Wrap gap="4" align="flex-end">
        <Field.Root width="52">
          <Field.Label>{t('fields.configName')}</Field.Label>
          <Input
           
            data-testid="config-search-name"
            value={value.configName}
            maxLength={100}
            placeholder={t('search.namePlaceholder')}
            onChange={(e) => set('configName', e.target.value)}
          />
        </Field.Root>
        <Field.Root width="52">
          <Field.Label>{t('fields.configKey')}</Field.Label>
          <Input
           
            data-testid="config-search-key"
            value={value.configKey}
            maxLength={100}
            placeholder={t('search.keyPlaceholder')}
            onChange={(e) => set('configKey', e.target.value)}
          />
        </Field.Root>
        <Field.Root width="36">
          <Field.Label>{t('fields.configType')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              data-testid="config-search-type"
              value={value.configType}
              onChange={(e) => set('configType', e.target.value as ConfigSearchForm['configType'])}
            >
              <option value="">{t('search.all')}</option>
              {CONFIG_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`type.${type}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root width="auto" invalid={!!errors.endTime}>
          <Field.Label>{t('search.createdBetween')}</Field.Label>
          <HStack gap="2">
            <DateField
              width="40"
              aria-label={t('search.beginTime')}
              testId="config-search-begin"
              value={value.beginTime}
              max={value.endTime || undefined}
              onChange={(day) => set('beginTime', day)}
            />
            <span aria-hidden>–</span>
            <DateField
              width="40"
              aria-label={t('search.endTime')}
              testId="config-search-end"
              value={value.endTime}
              min={value.beginTime || undefined}
              onChange={(day) => set('endTime', day)}
            />
          </HStack>
          <Field.ErrorText data-testid="config-search-range-error">{errors.endTime}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" data-testid="config-search-submit">
            <LuSearch /> {t('search.submit')}
          </Button>
          <Button type="button" variant="outline" data-testid="config-search-reset" onClick={onReset}>
            <LuRotateCcw /> {t('search.reset')}
          </Button>
        </HStack>
      </Wrap>
    </form>
  );
}
