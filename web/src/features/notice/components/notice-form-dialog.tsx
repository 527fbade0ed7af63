import { HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { addNoticeBody, NOTICE_LIMITS, NOTICE_STATUSES, NOTICE_TYPES, updateNoticeBody, type NoticeRecord } from '@aed/shared/schemas/notice';
import { FormDialogForm, FormDialogLoading, FormDialogShell } from '../../../components/form/form-dialog';
import { RadioChoices } from '../../../components/form/radio-choices';
import { useZodForm } from '../../../components/form/use-zod-form';
import { errorMessage } from '../../../lib/error-message';
import { useAddNotice } from '../api/add-notice';
import { useNoticeInfo } from '../api/get-notice-info';
import { useUpdateNotice } from '../api/update-notice';
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
const toValues = (r: NoticeRecord): Values => ({ deptId: String(r.deptId), noticeTitle: r.noticeTitle, noticeType: r.noticeType, noticeContent: r.noticeContent, status: r.status });
/** Server refusals shown at the organization field. */
const FIELD_OF_ERROR: Record<string, keyof Values> = { 'notice.outsideSubtree': 'deptId', 'notice.tooMany': 'deptId', 'dept.notFound': 'deptId' };

/** Add or modify a notice. Mounted only while open. */
export function NoticeFormDialog({ noticeId, onClose }: Props) {
  const { t } = useTranslation('notice');
  const info = useNoticeInfo(noticeId);
  const title = noticeId === undefined ? t('form.addTitle') : t('form.editTitle');
  return (
    <FormDialogShell onClose={onClose} size="xl">
      {noticeId !== undefined && !info.data ? (
        <FormDialogLoading
          testId="notice-form"
          title={title}
          error={info.isError ? errorMessage(t, info.error) : undefined}
          loadingText={t('form.loading')}
          cancelTestId="notice-form-cancel"
          onClose={onClose}
        />
      ) : (
        <NoticeForm title={title} record={info.data} onClose={onClose} />
      )}
    </FormDialogShell>
  );
}

function NoticeForm({ title, record, onClose }: { title: string; record?: NoticeRecord; onClose: () => void }) {
  const { t, values, errors, set, save, onSubmit, field } = useZodForm({
    ns: 'notice',
    initial: record ? toValues(record) : EMPTY,
    fieldOf: FIELD_OF_ERROR,
    testIdPrefix: 'notice-form',
    onClose,
  });
  const add = useAddNotice();
  const update = useUpdateNotice();
  const submit = onSubmit(() => {
    if (!record) return save(addNoticeBody, { ...values, deptId: values.deptId === '' ? undefined : values.deptId }, add, t('toast.added'));
    // the publishing organization of a notice does not change
    const { deptId: _fixed, ...fields } = values;
    return save(updateNoticeBody, { ...fields, noticeId: record.noticeId }, update, t('toast.modified'));
  });

  return (
    <FormDialogForm testId="notice-form" testIdPrefix="notice-form" title={title} onSubmit={submit} onClose={onClose} saving={add.isPending || update.isPending}>
      <OwnerOrgField ns="notice" value={values.deptId} onChange={(v) => set('deptId', v)} fixed={record} error={errors.deptId} testId="notice-form-dept" />
      {field(
        'noticeTitle',
        t('fields.noticeTitle'),
        <Input data-testid="notice-form-title" value={values.noticeTitle} maxLength={NOTICE_LIMITS.titleMaxLength} onChange={(e) => set('noticeTitle', e.target.value)} />,
        { required: true, errorTestId: 'notice-form-title-error' },
      )}
      <HStack gap="10" wrap="wrap" align="flex-start">
        {field(
          'noticeType',
          <span id="notice-form-type">{t('fields.noticeType')}</span>,
          <RadioChoices value={values.noticeType} options={NOTICE_TYPES} labelOf={(v) => t(`type.${v}`)} onChange={(v) => set('noticeType', v)} testIdPrefix="notice-form-type" labelledBy="notice-form-type" />,
        )}
        {field(
          'status',
          <span id="notice-form-status">{t('fields.status')}</span>,
          <RadioChoices value={values.status} options={NOTICE_STATUSES} labelOf={(v) => t(`status.${v}`)} onChange={(v) => set('status', v)} testIdPrefix="notice-form-status" labelledBy="notice-form-status" />,
        )}
      </HStack>
      {field(
        'noticeContent',
        t('fields.noticeContent'),
        // the editor shows HTML only sanitized (issue 14, item 5); the server sanitizes what it stores again
        <RichTextEditor testId="notice-form-content" value={values.noticeContent} invalid={!!errors.noticeContent} onChange={(html) => set('noticeContent', html)} />,
      )}
    </FormDialogForm>
  );
}
