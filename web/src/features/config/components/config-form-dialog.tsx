import type { FormEvent } from 'react';
import { Field, HStack, Input, RadioGroup, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type * as z from 'zod';
import { addConfigBody, CONFIG_TYPES, updateConfigBody, type ConfigRecord } from '@aed/shared/schemas/config';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { FormDialogForm, FormDialogLoading, FormDialogShell } from '../../../components/form/form-dialog';
import { issuesToErrors, serverFieldErrors } from '../../../components/form/form-errors';
import { useFormValues } from '../../../components/form/use-form-values';
import { useAddConfig } from '../api/add-config';
import { useConfigInfo } from '../api/get-config-info';
import { useUpdateConfig } from '../api/update-config';
import { OwnerOrgField } from '../../../components/form/owner-org-select';
import { translateCode, translateError } from '../utils/translate-error';

/** Which form to show: a new parameter, or an existing one by id. */
export type ConfigFormTarget = { mode: 'add' } | { mode: 'edit'; configId: number };

/** The organization as the select holds it (an id as text, '' while none is chosen). */
type FormValues = Required<Omit<z.input<typeof addConfigBody>, 'deptId'>> & { deptId: string };
type FieldName = keyof FormValues;
type Issue = NonNullable<ReturnType<typeof addConfigBody.safeParse>['error']>['issues'][number];

const EMPTY_FORM: FormValues = { deptId: '', configName: '', configKey: '', configValue: '', configType: 'N', remark: '' };
const FIELD_NAMES: readonly FieldName[] = ['deptId', 'configName', 'configKey', 'configValue', 'configType', 'remark'];
/** Server errors that belong to a field rather than to a toast. */
const FIELD_OF_ERROR: Record<string, FieldName> = {
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
 * A zod issue as a translated field message. The shared schemas carry error codes as messages ('common.validation');
 * the common cases get a precise message from this namespace, anything else is the translated code.
 */
function issueMessage(t: TFunction, issue: Issue): string {
  if (issue.code === 'too_small' && Number(issue.minimum) <= 1) return t('validation.required');
  if (issue.code === 'too_big') return t('validation.maxLength', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_format') return t('validation.keyFormat');
  // a built-in key's value out of its declared range names the range (shared/src/schemas/config-values.ts)
  return translateCode(t, issue.message, issue.code === 'custom' ? issue.params : undefined);
}

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
          cancelLabel={t('form.cancel')}
          cancelTestId="config-form-cancel"
          closeLabel={t('form.close')}
          onClose={onClose}
        />
      ) : (
        <ConfigForm title={title} record={info.data} initial={info.data ? toFormValues(info.data) : EMPTY_FORM} onClose={onClose} />
      )}
    </FormDialogShell>
  );
}

interface FormProps {
  title: string;
  /** The parameter being modified; undefined to add one. */
  record: ConfigRecord | undefined;
  initial: FormValues;
  onClose: () => void;
}

function ConfigForm({ title, record, initial, onClose }: FormProps) {
  const configId = record?.configId;
  const { t } = useTranslation('config');
  const { values, errors, setErrors, set } = useFormValues<FormValues>(initial);
  const add = useAddConfig();
  const update = useUpdateConfig();
  const saving = add.isPending || update.isPending;

  const showServerError = (err: unknown) => {
    const fields = serverFieldErrors(t, err, FIELD_OF_ERROR, { names: FIELD_NAMES, fieldMessage: (code, params) => translateCode(t, code, params) });
    if (fields) setErrors((prev) => (err instanceof ApiError && FIELD_OF_ERROR[err.errorCode] ? { ...prev, ...fields } : fields));
    else notifyError(translateError(t, err));
  };
  const showIssues = (issues: readonly Issue[]) => setErrors(issuesToErrors(t, { issues }, { names: FIELD_NAMES, message: (issue) => issueMessage(t, issue) }));

  const done = (message: string) => () => {
    notifySuccess(message);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    // Client-side validation with the same schemas the server applies; nothing is sent while a field is invalid.
    if (configId === undefined) {
      const parsed = addConfigBody.safeParse({ ...values, deptId: values.deptId === '' ? undefined : values.deptId });
      if (!parsed.success) return showIssues(parsed.error.issues);
      add.mutate(parsed.data, { onSuccess: done(t('toast.added')), onError: showServerError });
    } else {
      const { deptId: _fixed, ...fields } = values;
      const parsed = updateConfigBody.safeParse({ ...fields, configId });
      if (!parsed.success) return showIssues(parsed.error.issues);
      update.mutate(parsed.data, { onSuccess: done(t('toast.modified')), onError: showServerError });
    }
  };

  return (
    <FormDialogForm
      testId="config-form-dialog"
      testIdPrefix="config-form"
      title={title}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={t('form.submit')}
      cancelLabel={t('form.cancel')}
      closeLabel={t('form.close')}
    >
        <OwnerOrgField ns="config" value={values.deptId} onChange={(v) => set('deptId', v)} fixed={record} error={errors.deptId} testId="config-form-dept" />
        <Field.Root required invalid={!!errors.configName}>
          <Field.Label>
            {t('fields.configName')} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="configName"
            data-testid="config-form-name"
            value={values.configName}
            maxLength={100}
            placeholder={t('form.namePlaceholder')}
            onChange={(e) => set('configName', e.target.value)}
          />
          <Field.ErrorText data-testid="config-form-name-error">{errors.configName}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.configKey}>
          <Field.Label>
            {t('fields.configKey')} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="configKey"
            data-testid="config-form-key"
            value={values.configKey}
            maxLength={100}
            autoComplete="off"
            placeholder={t('form.keyPlaceholder')}
            onChange={(e) => set('configKey', e.target.value)}
          />
          <Field.ErrorText data-testid="config-form-key-error">{errors.configKey}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.configValue}>
          <Field.Label>{t('fields.configValue')}</Field.Label>
          <Input
            name="configValue"
            data-testid="config-form-value"
            value={values.configValue}
            maxLength={500}
            autoComplete="off"
            placeholder={t('form.valuePlaceholder')}
            onChange={(e) => set('configValue', e.target.value)}
          />
          <Field.ErrorText data-testid="config-form-value-error">{errors.configValue}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.configType}>
          <Field.Label id="config-form-type-label">{t('fields.configType')}</Field.Label>
          <RadioGroup.Root
            name="configType"
           
            value={values.configType}
            aria-labelledby="config-form-type-label"
            onValueChange={(e) => e.value && set('configType', e.value as FormValues['configType'])}
          >
            <HStack gap="6">
              {CONFIG_TYPES.map((type) => (
                <RadioGroup.Item key={type} value={type} data-testid={`config-form-type-${type}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`type.${type}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          <Field.ErrorText>{errors.configType}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.remark}>
          <Field.Label>{t('fields.remark')}</Field.Label>
          <Textarea
            name="remark"
            data-testid="config-form-remark"
            value={values.remark}
            maxLength={500}
            rows={3}
            placeholder={t('form.remarkPlaceholder')}
            onChange={(e) => set('remark', e.target.value)}
          />
          <Field.ErrorText data-testid="config-form-remark-error">{errors.remark}</Field.ErrorText>
        </Field.Root>
    </FormDialogForm>
  );
}
