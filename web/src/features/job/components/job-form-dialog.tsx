import { HStack, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { addJobBody, CONCURRENT_FLAGS, JOB_GROUPS, MISFIRE_POLICIES, updateJobBody, type JobRecord } from '@aed/shared/schemas/job';
import { FormDialogForm, FormDialogLoading, FormDialogShell } from '../../../components/form/form-dialog';
import { FormField } from '../../../components/form/form-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { errorMessage } from '../../../lib/error-message';
import { useAddJob } from '../api/add-job';
import { useJobInfo } from '../api/get-job-info';
import { useJobTargets } from '../api/get-job-targets';
import { useUpdateJob } from '../api/update-job';
import { CronPreview } from './cron-preview';

export type JobFormTarget = { mode: 'add' } | { mode: 'edit'; jobId: number };

type FormValues = Required<z.input<typeof addJobBody>>;

const EMPTY_FORM: FormValues = {
  jobName: '',
  jobGroup: 'default',
  invokeTarget: '',
  params: '',
  cronExpression: '',
  misfirePolicy: '3',
  concurrent: '1',
  status: '0',
  remark: '',
};
/** Server errors shown on a field rather than in a toast. */
const FIELD_OF_ERROR: Record<string, keyof FormValues> = {
  'job.nameExists': 'jobName',
  'job.targetUnknown': 'invokeTarget',
  'job.builtinTargetImmutable': 'invokeTarget',
  'job.cronInvalid': 'cronExpression',
  'job.builtinGroupReserved': 'jobGroup',
};

const toFormValues = (r: JobRecord): FormValues => ({
  jobName: r.jobName,
  jobGroup: r.jobGroup,
  invokeTarget: r.invokeTarget,
  params: r.params,
  cronExpression: r.cronExpression,
  misfirePolicy: r.misfirePolicy,
  concurrent: r.concurrent,
  status: r.status,
  remark: r.remark,
});

/** Add or modify one job. Mounted only while open, so every opening starts from a fresh form. */
export function JobFormDialog({ target, onClose }: { target: JobFormTarget; onClose: () => void }) {
  const { t } = useTranslation('job');
  const editId = target.mode === 'edit' ? target.jobId : undefined;
  const info = useJobInfo(editId);
  const title = target.mode === 'add' ? t('form.addTitle') : t('form.editTitle');

  return (
    <FormDialogShell onClose={onClose} size="lg">
      {editId !== undefined && !info.data ? (
        <FormDialogLoading
          testId="job-form-dialog"
          title={title}
          error={info.isError ? errorMessage(t, info.error) : undefined}
          loadingText={t('form.loading')}
          cancelTestId="job-form-cancel"
          onClose={onClose}
        />
      ) : (
        <JobForm title={title} record={info.data} onClose={onClose} />
      )}
    </FormDialogShell>
  );
}

function JobForm({ title, record, onClose }: { title: string; record: JobRecord | undefined; onClose: () => void }) {
  const { t, values, errors, set, save, onSubmit, field } = useZodForm<FormValues>({
    ns: 'job',
    initial: record ? toFormValues(record) : EMPTY_FORM,
    fieldOf: FIELD_OF_ERROR,
    testIdPrefix: 'job-form',
    onClose,
  });
  const targets = useJobTargets();
  const add = useAddJob();
  const update = useUpdateJob();
  const builtin = record?.jobGroup === 'system';

  const chooseTarget = (name: string) => {
    set('invokeTarget', name);
    // A new job starts on the target's default schedule.
    const chosen = targets.data?.find((x) => x.name === name);
    if (chosen && !values.cronExpression.trim()) set('cronExpression', chosen.defaultCron);
  };

  const submit = onSubmit(() =>
    record ? save(updateJobBody, { ...values, jobId: record.jobId }, update, t('toast.modified')) : save(addJobBody, values, add, t('toast.added')),
  );

  const select = <K extends 'jobGroup' | 'misfirePolicy' | 'concurrent'>(key: K, options: readonly string[], label: (o: string) => string) =>
    field(
      key,
      t(`fields.${key}`),
      <NativeSelect.Root>
        <NativeSelect.Field name={key} data-testid={`job-form-${key}`} value={values[key]} onChange={(e) => set(key, e.target.value as FormValues[K])}>
          {options.map((o) => (
            <option key={o} value={o}>
              {label(o)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>,
    );

  return (
    <FormDialogForm testId="job-form-dialog" testIdPrefix="job-form" title={title} onSubmit={submit} onClose={onClose} saving={add.isPending || update.isPending}>
      {builtin && (
        <Text fontSize="sm" color="fg.muted">
          {t('form.builtin')}
        </Text>
      )}
      {field(
        'jobName',
        t('fields.jobName'),
        <Input name="jobName" data-testid="job-form-name" value={values.jobName} maxLength={64} placeholder={t('form.namePlaceholder')} onChange={(e) => set('jobName', e.target.value)} />,
        { required: true, errorTestId: 'job-form-name-error' },
      )}
      <HStack gap="4" align="flex-start">
        {builtin ? (
          <FormField label={t('fields.jobGroup')} disabled error={errors.jobGroup}>
            <Input value={t('group.system')} readOnly />
          </FormField>
        ) : (
          select(
            'jobGroup',
            JOB_GROUPS.filter((g) => g !== 'system'),
            (g) => t(`group.${g}`),
          )
        )}
        {field(
          'invokeTarget',
          t('fields.invokeTarget'),
          <NativeSelect.Root>
            <NativeSelect.Field name="invokeTarget" data-testid="job-form-target" value={values.invokeTarget} onChange={(e) => chooseTarget(e.target.value)}>
              <option value="">{t('form.targetPlaceholder')}</option>
              {(targets.data ?? []).map((x) => (
                <option key={x.name} value={x.name} title={x.description}>
                  {x.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>,
          { required: true, disabled: builtin, errorTestId: 'job-form-target-error' },
        )}
      </HStack>
      {field(
        'params',
        t('fields.params'),
        <Input name="params" data-testid="job-form-params" value={values.params} maxLength={500} placeholder={t('form.paramsPlaceholder')} onChange={(e) => set('params', e.target.value)} />,
      )}
      {field(
        'cronExpression',
        t('fields.cronExpression'),
        <Input
          name="cronExpression"
          data-testid="job-form-cron"
          fontFamily="mono"
          value={values.cronExpression}
          maxLength={120}
          autoComplete="off"
          placeholder={t('form.cronPlaceholder')}
          onChange={(e) => set('cronExpression', e.target.value)}
        />,
        { required: true, hint: t('form.cronHelp'), errorTestId: 'job-form-cron-error' },
      )}
      <CronPreview cronExpression={values.cronExpression} />
      <HStack gap="4" align="flex-start">
        {select('misfirePolicy', MISFIRE_POLICIES, (m) => t(`misfire.${m}`))}
        {select('concurrent', CONCURRENT_FLAGS, (c) => t(`concurrent.${c}`))}
      </HStack>
      {field(
        'remark',
        t('fields.remark'),
        <Textarea name="remark" value={values.remark} maxLength={500} rows={2} placeholder={t('form.remarkPlaceholder')} onChange={(e) => set('remark', e.target.value)} />,
      )}
    </FormDialogForm>
  );
}
