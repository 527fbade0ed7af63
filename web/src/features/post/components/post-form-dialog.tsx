import { HStack, Input, RadioGroup, SimpleGrid, Textarea } from '@chakra-ui/react';
import { addPostBody, POST_STATUSES, updatePostBody, type PostRecord } from '@aed/shared/schemas/post';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useAddPost } from '../api/add-post';
import { useUpdatePost } from '../api/update-post';

interface Props {
  /** The position to modify, or undefined to add one. */
  record?: PostRecord;
  onClose: () => void;
  /** After a successful add: the record the server answered (the list shows it). */
  onAdded?: (record: PostRecord) => void;
  /** After a successful change: the record as the server answered. */
  onModified?: (record: PostRecord) => void;
}

type Values = { postCode: string; postName: string; postSort: string; status: '0' | '1'; remark: string };

const EMPTY: Values = { postCode: '', postName: '', postSort: '0', status: '0', remark: '' };
const toValues = (r: PostRecord): Values => ({ postCode: r.postCode, postName: r.postName, postSort: String(r.postSort), status: r.status, remark: r.remark });

/** Add or modify a position; a taken code or name is shown on its field. Mounted only while open. */
export function PostFormDialog({ record, onClose, onAdded, onModified }: Props) {
  const { t, values, set, save, onSubmit, field } = useZodForm({
    ns: 'post',
    initial: record ? toValues(record) : EMPTY,
    fieldOf: { 'post.codeExists': 'postCode', 'post.nameExists': 'postName' },
    testIdPrefix: 'post-form',
    onClose,
  });
  const add = useAddPost();
  const update = useUpdatePost();
  const submit = onSubmit(() =>
    record ? save(updatePostBody, { ...values, postId: record.postId }, update, t('toast.modified'), { onDone: onModified }) : save(addPostBody, values, add, t('toast.added'), { onDone: onAdded }),
  );

  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm
        testId="post-form"
        testIdPrefix="post-form"
        title={record ? t('form.editTitle') : t('form.addTitle')}
        onSubmit={submit}
        onClose={onClose}
        saving={add.isPending || update.isPending}
      >
        {field('postName', t('fields.postName'), <Input data-testid="post-form-name" value={values.postName} maxLength={50} onChange={(e) => set('postName', e.target.value)} />, {
          required: true,
          errorTestId: 'post-form-name-error',
        })}
        <SimpleGrid columns={2} gap="4">
          {field(
            'postCode',
            t('fields.postCode'),
            <Input data-testid="post-form-code" value={values.postCode} maxLength={64} autoComplete="off" onChange={(e) => set('postCode', e.target.value)} />,
            { required: true, errorTestId: 'post-form-code-error' },
          )}
          {field(
            'postSort',
            t('fields.postSort'),
            <Input type="number" min={0} max={9999} data-testid="post-form-sort" value={values.postSort} onChange={(e) => set('postSort', e.target.value)} />,
          )}
        </SimpleGrid>
        {field(
          'status',
          <span id="post-form-status">{t('fields.status')}</span>,
          <RadioGroup.Root value={values.status} aria-labelledby="post-form-status" onValueChange={(e) => e.value && set('status', e.value as Values['status'])}>
            <HStack gap="6">
              {POST_STATUSES.map((s) => (
                <RadioGroup.Item key={s} value={s}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`status.${s}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>,
        )}
        {field('remark', t('fields.remark'), <Textarea value={values.remark} maxLength={500} rows={3} onChange={(e) => set('remark', e.target.value)} />)}
      </FormDialogForm>
    </FormDialogShell>
  );
}
