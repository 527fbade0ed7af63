import { Input, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type * as z from 'zod';
import { addConfigBody, CONFIG_TYPES, updateConfigBody, type ConfigRecord } from '@aed/shared/schemas/config';
import { FormDialogForm, FormDialogLoading, FormDialogShell } from '../../../components/form/form-dialog';
import type { ZodIssue } from '../../../components/form/form-errors';
import { RadioChoices } from '../../../components/form/radio-choices';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useAddConfig } from '../api/add-config';
import { useConfigInfo } from '../api/get-config-info';
import { useUpdateConfig } from '../api/update-config';
import { OwnerOrgField } from '../../../components/form/owner-org-select';
import { translateCode, translateError } from '../utils/translate-error';

/** Which form to show: a new parameter, or an existing one by id. */
export type ConfigFormTarget = { mode: 'add' } | { mode: 'edit'; configId: number };

/** The organization as the select holds it (an id as text, '' while none is chosen). */
type FormValues = Required<Omit<z.input<typeof addConfigBody>, 'deptId'>> & { deptId: string };

const EMPTY_FORM: FormValues = { deptId: '', configName: '', configKey: '', configValue: '', configType: 'N', remark: '' };
/** Server errors that belong to a field rather than to a toast. */
const FIELD_OF_ERROR: Record<string, keyof FormValues> = {
  'config.keyExists': 'configKey',
  'config.builtinKeyImmutable': 'configKey',
  'config.valueBoolean': 'configValue',
  'config.valueInteger': 'configValue',
  'config.outsideSubtree': 'deptId',
  'dept.notFound': 'deptId',
};

const toFormValues = (r: ConfigRecord): FormValues => ({
  deptId: String(r.deptId),
  configName: r.configName,
  configKey: r.configKey,
  configValue: r.configValue,
  configType: r.configType,
  remark: r.remark,
});

/**
 * The key's allowed characters said as such; a built-in key's value out of its declared range names the range
 * (shared/src/schemas/config-values.ts). Other issues get the common texts.
 */
const configIssueMessage = (t: TFunction, issue: ZodIssue) => {
  if (issue.code === 'invalid_format') return t('validation.keyFormat');
  if (issue.code === 'custom') return translateCode(t, issue.message, issue.params);
  return undefined;
};

interface DialogProps {
  target: ConfigFormTarget;
  onClose: () => void;
}

/** Add or modify one parameter. Mounted only while open, so every opening starts from a fresh form. */
export function ConfigFormDialog({ target, onClose }: DialogProps) {
  const { t } = useTranslation('config');
  const editId = target.mode === 'edit' ? target.configId : undefined;
  const info = useConfigInfo(editId);
  const title = target.mode === 'add' ? t('form.addTitle') : t('form.editTitle');

  return (
    <FormDialogShell onClose={onClose} size="md">
      {editId !== undefined && !info.data ? (
        <FormDialogLoading
          testId="config-form-dialog"
          title={title}
          error={info.isError ? translateError(t, info.error) : undefined}
          loadingText={t('form.loading')}
          cancelTestId="config-form-cancel"
          onClose={onClose}
        />
      ) : (
        <ConfigForm title={title} record={info.data} onClose={onClose} />
      )}
    </FormDialogShell>
  );
}

interface FormProps {
  title: string;
  /** The parameter being modified; undefined to add one. */
  record: ConfigRecord | undefined;
  onClose: () => void;
}

function ConfigForm({ title, record, onClose }: FormProps) {
  const { t, values, errors, set, save, onSubmit, field } = useZodForm<FormValues>({
    ns: 'config',
    initial: record ? toFormValues(record) : EMPTY_FORM,
    fieldOf: FIELD_OF_ERROR,
    testIdPrefix: 'config-form',
    onClose,
    issueMessage: configIssueMessage,
  });
  const add = useAddConfig();
  const update = useUpdateConfig();
  const submit = onSubmit(() => {
    if (!record) return save(addConfigBody, { ...values, deptId: values.deptId === '' ? undefined : values.deptId }, add, t('toast.added'));
    // the organization of a parameter does not change
    const { deptId: _fixed, ...fields } = values;
    return save(updateConfigBody, { ...fields, configId: record.configId }, update, t('toast.modified'));
  });

  return (
    <FormDialogForm testId="config-form-dialog" testIdPrefix="config-form" title={title} onSubmit={submit} onClose={onClose} saving={add.isPending || update.isPending}>
      <OwnerOrgField ns="config" value={values.deptId} onChange={(v) => set('deptId', v)} fixed={record} error={errors.deptId} testId="config-form-dept" />
      {field(
        'configName',
        t('fields.configName'),
        <Input name="configName" data-testid="config-form-name" value={values.configName} maxLength={100} placeholder={t('form.namePlaceholder')} onChange={(e) => set('configName', e.target.value)} />,
        { required: true, errorTestId: 'config-form-name-error' },
      )}
      {field(
        'configKey',
        t('fields.configKey'),
        <Input
          name="configKey"
          data-testid="config-form-key"
          value={values.configKey}
          maxLength={100}
          autoComplete="off"
          placeholder={t('form.keyPlaceholder')}
          onChange={(e) => set('configKey', e.target.value)}
        />,
        { required: true, errorTestId: 'config-form-key-error' },
      )}
      {field(
        'configValue',
        t('fields.configValue'),
        <Input
          name="configValue"
          data-testid="config-form-value"
          value={values.configValue}
          maxLength={500}
          autoComplete="off"
          placeholder={t('form.valuePlaceholder')}
          onChange={(e) => set('configValue', e.target.value)}
        />,
        { errorTestId: 'config-form-value-error' },
      )}
      {field(
        'configType',
        <span id="config-form-type-label">{t('fields.configType')}</span>,
        <RadioChoices
          value={values.configType}
          options={CONFIG_TYPES}
          labelOf={(type) => t(`type.${type}`)}
          onChange={(v) => set('configType', v)}
          testIdPrefix="config-form-type"
          labelledBy="config-form-type-label"
        />,
      )}
      {field(
        'remark',
        t('fields.remark'),
        <Textarea name="remark" data-testid="config-form-remark" value={values.remark} maxLength={500} rows={3} placeholder={t('form.remarkPlaceholder')} onChange={(e) => set('remark', e.target.value)} />,
        { errorTestId: 'config-form-remark-error' },
      )}
    </FormDialogForm>
  );
}
