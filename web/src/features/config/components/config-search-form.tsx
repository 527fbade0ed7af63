import { useTranslation } from 'react-i18next';
import { CONFIG_TYPES } from '@aed/shared/schemas/config';
import type { FieldErrors } from '../../../components/form/form-errors';
import { DateRangeField, SearchBar, SearchSelectField, SearchTextField } from '../../../components/list/search-bar';
import type { ConfigSearchForm } from './config-search-state';

interface Props {
  value: ConfigSearchForm;
  onChange: (value: ConfigSearchForm) => void;
  onSubmit: () => void;
  onReset: () => void;
  /** Refusals shown at their fields (the day range's: `endTime`). */
  errors?: FieldErrors;
}

/** Parameter name, key name, built-in flag and creation date range; Search and Reset (the shared search bar). */
export function ConfigSearchForm({ value, onChange, onSubmit, onReset, errors = {} }: Props) {
  const { t } = useTranslation('config');
  const set = <K extends keyof ConfigSearchForm>(key: K, v: ConfigSearchForm[K]) => onChange({ ...value, [key]: v });
  return (
    <SearchBar label={t('search.label')} testIdPrefix="config" onSubmit={onSubmit} onReset={onReset} submitLabel={t('search.submit')} resetLabel={t('search.reset')}>
      <SearchTextField width="52" label={t('fields.configName')} testId="config-search-name" value={value.configName} maxLength={100} placeholder={t('search.namePlaceholder')} onChange={(v) => set('configName', v)} />
      <SearchTextField width="52" label={t('fields.configKey')} testId="config-search-key" value={value.configKey} maxLength={100} placeholder={t('search.keyPlaceholder')} onChange={(v) => set('configKey', v)} />
      <SearchSelectField
        label={t('fields.configType')}
        testId="config-search-type"
        value={value.configType}
        onChange={(v) => set('configType', v)}
        allLabel={t('search.all')}
        options={CONFIG_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
      />
      <DateRangeField
        label={t('search.createdBetween')}
        beginLabel={t('search.beginTime')}
        endLabel={t('search.endTime')}
        testId="config-search"
        begin={value.beginTime}
        end={value.endTime}
        error={errors.endTime}
        onChange={(range) => onChange({ ...value, ...range })}
      />
    </SearchBar>
  );
}
