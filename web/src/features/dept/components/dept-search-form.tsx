import type { FormEvent } from 'react';
import { Button, Field, HStack, Input, NativeSelect, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRotateCcw, LuSearch } from 'react-icons/lu';
import { DEPT_STATUSES } from '@aed/shared/schemas/dept';

export interface DeptSearchForm {
  deptName: string;
  status: '' | (typeof DEPT_STATUSES)[number];
}
export const EMPTY_DEPT_SEARCH: DeptSearchForm = { deptName: '', status: '' };

interface Props {
  value: DeptSearchForm;
  onChange: (value: DeptSearchForm) => void;
  onSubmit: () => void;
  onReset: () => void;
}

/** Organization name and status; Search and Reset. */
export function DeptSearchFormView({ value, onChange, onSubmit, onReset }: Props) {
  const { t } = useTranslation('dept');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('search.label')}>
      <Wrap gap="4" align="flex-end">
        <Field.Root width="56">
          <Field.Label>{t('fields.deptName')}</Field.Label>
          <Input
            data-testid="dept-search-name"
            value={value.deptName}
            maxLength={30}
            placeholder={t('search.namePlaceholder')}
            onChange={(e) => onChange({ ...value, deptName: e.target.value })}
          />
        </Field.Root>
        <Field.Root width="36">
          <Field.Label>{t('fields.status')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              data-testid="dept-search-status"
              value={value.status}
              onChange={(e) => onChange({ ...value, status: e.target.value as DeptSearchForm['status'] })}
            >
              <option value="">{t('search.all')}</option>
              {DEPT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`status.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack gap="2">
          <Button type="submit" data-testid="dept-search-submit">
            <LuSearch /> {t('search.submit')}
          </Button>
          <Button type="button" variant="outline" data-testid="dept-search-reset" onClick={onReset}>
            <LuRotateCcw /> {t('search.reset')}
          </Button>
        </HStack>
      </Wrap>
    </form>
  );
}
