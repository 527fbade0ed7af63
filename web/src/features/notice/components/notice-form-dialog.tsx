import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, HStack, Input, Portal, RadioGroup, Spinner, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { addNoticeBody, NOTICE_LIMITS, NOTICE_STATUSES, NOTICE_TYPES, updateNoticeBody, type NoticeRecord } from '@aed/shared/schemas/notice';
import { RadioChoices } from '../../../components/form/radio-choices';
import { errorMessage } from '../../../lib/error-message';
import { useAddNotice } from '../api/add-notice';
import { useNoticeInfo } from '../api/get-notice-info';
import { useUpdateNotice } from '../api/update-notice';
import { issuesToErrors, saveOutcome, type FieldErrors } from '../../../components/form/form-errors';
import { RichTextEditor } from './rich-text-editor';
import { OwnerOrgField } from '../../../components/form/owner-org-select';

interface Props {
  /** The notice to modify (loaded fresh with its content), or undefined to add one. */
  noticeId?: number;
  onClose: () => void;
}

/** `deptId`: the publishing organization as the select holds it ('' while none is chosen). */
type Values = { deptId: string; noticeTitle: string; noticeType: '1' | '2'; noticeContent: string; status: '0' | '1' };
const EMPTY: Values = { deptId: '', noticeTitle: '', noticeType: '1', noticeContent: '', status: '0' };
/** Server refusals shown at the organization field. */
const FIELD_OF_ERROR = { 'notice.outsideSubtree': 'deptId', 'dept.notFound': 'deptId' };

/** Add or modify a notice. Mounted only while open. */
export function NoticeFormDialog({ noticeId, onClose }: Props) {
  const { t } = useTranslation('notice');
  const info = useNoticeInfo(noticeId);
  const title = noticeId === undefined ? t('form.addTitle') : t('form.editTitle');
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} closeOnInteractOutside={false} size="xl" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {noticeId !== undefined && !info.data ? (
            <Dialog.Content data-testid="notice-form">
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {info.isError ? errorMessage(t, info.error) : <Spinner />}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={t('form.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          ) : (
            <NoticeForm title={title} record={info.data} onClose={onClose} />
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function NoticeForm({ title, record, onClose }: { title: string; record?: NoticeRecord; onClose: () => void }) {
  const { t } = useTranslation('notice');
  const [values, setValues] = useState<Values>(
    record
      ? { deptId: String(record.deptId), noticeTitle: record.noticeTitle, noticeType: record.noticeType, noticeContent: record.noticeContent, status: record.status }
      : EMPTY,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddNotice();
  const update = useUpdateNotice();
  const saving = add.isPending || update.isPending;
  const set = <K extends keyof Values>(key: K, v: Values[K]) => {
    setValues((p) => ({ ...p, [key]: v }));
    setErrors((p) => ({ ...p, [key]: undefined }));
  };
  const { done, onError } = saveOutcome(t, { fieldOf: FIELD_OF_ERROR, setErrors, onClose });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!record) {
      const parsed = addNoticeBody.safeParse({ ...values, deptId: values.deptId === '' ? undefined : values.deptId });
      if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
      add.mutate(parsed.data, { onSuccess: done(t('toast.added')), onError });
    } else {
      const { deptId: _fixed, ...fields } = values;
      const parsed = updateNoticeBody.safeParse({ ...fields, noticeId: record.noticeId });
      if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
      update.mutate(parsed.data, { onSuccess: done(t('toast.modified')), onError });
    }
  };

  return (
    <Dialog.Content asChild data-testid="notice-form">
      <form onSubmit={submit} noValidate>
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <OwnerOrgField ns="notice" value={values.deptId} onChange={(v) => set('deptId', v)} fixed={record} error={errors.deptId} testId="notice-form-dept" />
            <Field.Root required invalid={!!errors.noticeTitle}>
              <Field.Label>
                {t('fields.noticeTitle')} <Field.RequiredIndicator />
              </Field.Label>
              <Input data-testid="notice-form-title" value={values.noticeTitle} maxLength={NOTICE_LIMITS.titleMaxLength} onChange={(e) => set('noticeTitle', e.target.value)} />
              <Field.ErrorText data-testid="notice-form-title-error">{errors.noticeTitle}</Field.ErrorText>
            </Field.Root>
            <HStack gap="10" wrap="wrap">
              <Field.Root width="auto">
                <Field.Label id="notice-form-type">{t('fields.noticeType')}</Field.Label>
                <RadioChoices value={values.noticeType} options={NOTICE_TYPES} labelOf={(v) => t(`type.${v}`)} onChange={(v) => set('noticeType', v)} testIdPrefix="notice-form-type" labelledBy="notice-form-type" />
              </Field.Root>
              <Field.Root width="auto">
                <Field.Label id="notice-form-status">{t('fields.status')}</Field.Label>
                <RadioGroup.Root value={values.status} aria-labelledby="notice-form-status" onValueChange={(e) => e.value && set('status', e.value as Values['status'])}>
                  <HStack gap="6">
                    {NOTICE_STATUSES.map((v) => (
                      <RadioGroup.Item key={v} value={v}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{t(`status.${v}`)}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
              </Field.Root>
            </HStack>
            <Field.Root invalid={!!errors.noticeContent}>
              <Field.Label>{t('fields.noticeContent')}</Field.Label>
              <RichTextEditor testId="notice-form-content" value={values.noticeContent} invalid={!!errors.noticeContent} onChange={(html) => set('noticeContent', html)} />
              <Field.ErrorText>{errors.noticeContent}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="notice-form-submit">
            {t('form.submit')}
          </Button>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton aria-label={t('form.close')} />
        </Dialog.CloseTrigger>
      </form>
    </Dialog.Content>
  );
}
