import type { FormEvent } from 'react';
import { Field, HStack, Input, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type * as z from 'zod';
import { addJobBody, CONCURRENT_FLAGS, JOB_GROUPS, MISFIRE_POLICIES, updateJobBody, type JobRecord } from '@aed/shared/schemas/job';
import { FormDialogForm, FormDialogLoading, FormDialogShell } from '../../../components/form/form-dialog';
import { issuesToErrors, serverFieldErrors } from '../../../components/form/form-errors';
import { useFormValues } from '../../../components/form/use-form-values';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, translateErrorCode } from '../../../lib/error-message';
import { useAddJob } from '../api/add-job';
import { useJobInfo } from '../api/get-job-info';
import { useJobTargets } from '../api/get-job-targets';
import { useUpdateJob } from '../api/update-job';
import { CronPreview } from './cron-preview';

export type JobFormTarget = { mode: 'add' } | { mode: 'edit'; jobId: number };

type FormValues = Required<z.input<typeof addJobBody>>;
type FieldName = keyof FormValues;
type Issue = NonNullable<ReturnType<typeof addJobBody.safeParse>['error']>['issues'][number];

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
const FIELD_NAMES = Object.keys(EMPTY_FORM) as FieldName[];
/** Server errors shown on a field rather than in a toast. */
const FIELD_OF_ERROR: Record<string, FieldName> = {
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

function issueMessage(t: TFunction, issue: Issue): string {
  if (issue.code === 'too_small' && Number(issue.minimum) <= 1) return t('validation.required');
  if (issue.code === 'too_big') return t('validation.maxLength', { max: Number(issue.maximum) });
  return translateErrorCode(t, issue.message) ?? t('validation.required');
}

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
          cancelLabel={t('form.cancel')}
          closeLabel={t('form.close')}
          onClose={onClose}
        />
      ) : (
        <JobForm title={title} jobId={editId} initial={info.data ? toFormValues(info.data) : EMPTY_FORM} onClose={onClose} />
      )}
    </FormDialogShell>
  );
}

function JobForm({ title, jobId, initial, onClose }: { title: string; jobId: number | undefined; initial: FormValues; onClose: () => void }) {
  const { t } = useTranslation('job');
  const { values, errors, setErrors, set } = useFormValues<FormValues>(initial);
  const targets = useJobTargets();
  const add = useAddJob();
  const update = useUpdateJob();
  const saving = add.isPending || update.isPending;
  const builtin = initial.jobGroup === 'system';

  const chooseTarget = (name: string) => {
    set('invokeTarget', name);
    // A new job starts on the target's default schedule.
    const chosen = targets.data?.find((x) => x.name === name);
    if (chosen && !values.cronExpression.trim()) set('cronExpression', chosen.defaultCron);
  };

  const showServerError = (err: unknown) => {
    const fields = serverFieldErrors(t, err, FIELD_OF_ERROR, {
      names: FIELD_NAMES,
      fieldMessage: (code, params) => translateErrorCode(t, code, params) ?? t('validation.required'),
    });
    if (fields) setErrors((prev) => (err instanceof ApiError && FIELD_OF_ERROR[err.errorCode] ? { ...prev, ...fields } : fields));
    else notifyError(errorMessage(t, err));
  };
  const showIssues = (issues: readonly Issue[]) => setErrors(issuesToErrors(t, { issues }, { names: FIELD_NAMES, message: (issue) => issueMessage(t, issue) }));

  const done = (message: string) => () => {
    notifySuccess(message);
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (jobId === undefined) {
      const parsed = addJobBody.safeParse(values);
      if (!parsed.success) return showIssues(parsed.error.issues);
      add.mutate(parsed.data, { onSuccess: done(t('toast.added')), onError: showServerError });
    } else {
      const parsed = updateJobBody.safeParse({ ...values, jobId });
      if (!parsed.success) return showIssues(parsed.error.issues);
      update.mutate(parsed.data, { onSuccess: done(t('toast.modified')), onError: showServerError });
    }
  };

  const select = <K extends 'jobGroup' | 'misfirePolicy' | 'concurrent'>(
    key: K,
    options: readonly string[],
    label: (o: string) => string,
    disabled = false,
  ) => (
    <Field.Root invalid={!!errors[key]} disabled={disabled}>
      <Field.Label>{t(`fields.${key}`)}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={key} data-testid={`job-form-${key}`} value={values[key]} onChange={(e) => set(key, e.target.value as FormValues[K])}>
          {options.map((o) => (
            <option key={o} value={o}>
              {label(o)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText data-testid={`job-form-${key}-error`}>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <FormDialogForm
      testId="job-form-dialog"
      testIdPrefix="job-form"
      title={title}
      onSubmit={submit}
      onClose={onClose}
      saving={saving}
      submitLabel={t('form.submit')}
      cancelLabel={t('form.cancel')}
      closeLabel={t('form.close')}
    >
        {builtin && (
          <Text fontSize="sm" color="fg.muted">
            {t('form.builtin')}
          </Text>
        )}
        <Field.Root required invalid={!!errors.jobName}>
          <Field.Label>
            {t('fields.jobName')} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="jobName"
            data-testid="job-form-name"
            value={values.jobName}
            maxLength={64}
            placeholder={t('form.namePlaceholder')}
            onChange={(e) => set('jobName', e.target.value)}
          />
          <Field.ErrorText data-testid="job-form-name-error">{errors.jobName}</Field.ErrorText>
        </Field.Root>
        <HStack gap="4" align="flex-start">
          {builtin ? (
            <Field.Root disabled>
              <Field.Label>{t('fields.jobGroup')}</Field.Label>
              <Input value={t('group.system')} readOnly />
            </Field.Root>
          ) : (
            select(
              'jobGroup',
              JOB_GROUPS.filter((g) => g !== 'system'),
              (g) => t(`group.${g}`),
            )
          )}
          <Field.Root required invalid={!!errors.invokeTarget} disabled={builtin}>
            <Field.Label>
              {t('fields.invokeTarget')} <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="invokeTarget"
                data-testid="job-form-target"
                value={values.invokeTarget}
                onChange={(e) => chooseTarget(e.target.value)}
              >
                <option value="">{t('form.targetPlaceholder')}</option>
                {(targets.data ?? []).map((x) => (
                  <option key={x.name} value={x.name} title={x.description}>
                    {x.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText data-testid="job-form-target-error">{errors.invokeTarget}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <Field.Root invalid={!!errors.params}>
          <Field.Label>{t('fields.params')}</Field.Label>
          <Input
            name="params"
            data-testid="job-form-params"
            value={values.params}
            maxLength={500}
            placeholder={t('form.paramsPlaceholder')}
            onChange={(e) => set('params', e.target.value)}
          />
          <Field.ErrorText>{errors.params}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.cronExpression}>
          <Field.Label>
            {t('fields.cronExpression')} <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="cronExpression"
            data-testid="job-form-cron"
            fontFamily="mono"
            value={values.cronExpression}
            maxLength={120}
            autoComplete="off"
            placeholder={t('form.cronPlaceholder')}
            onChange={(e) => set('cronExpression', e.target.value)}
          />
          <Field.HelperText>{t('form.cronHelp')}</Field.HelperText>
          <Field.ErrorText data-testid="job-form-cron-error">{errors.cronExpression}</Field.ErrorText>
        </Field.Root>
        <CronPreview cronExpression={values.cronExpression} />
        <HStack gap="4" align="flex-start">
          {select('misfirePolicy', MISFIRE_POLICIES, (m) => t(`misfire.${m}`))}
          {select('concurrent', CONCURRENT_FLAGS, (c) => t(`concurrent.${c}`))}
        </HStack>
        <Field.Root invalid={!!errors.remark}>
          <Field.Label>{t('fields.remark')}</Field.Label>
          <Textarea
            name="remark"
            value={values.remark}
            maxLength={500}
            rows={2}
            placeholder={t('form.remarkPlaceholder')}
            onChange={(e) => set('remark', e.target.value)}
          />
          <Field.ErrorText>{errors.remark}</Field.ErrorText>
        </Field.Root>
    </FormDialogForm>
  );
}
