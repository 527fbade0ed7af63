import { useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Field, HStack, Input, Portal, RadioGroup, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { addPostBody, POST_STATUSES, updatePostBody, type PostRecord } from '@aed/shared/schemas/post';
import { useAddPost } from '../api/add-post';
import { useUpdatePost } from '../api/update-post';
import { issuesToErrors, saveOutcome, type FieldErrors } from '../../../components/form/form-errors';

interface Props {
  /** The position to modify, or undefined to add one. */
  record?: PostRecord;
  onClose: () => void;
}

type Values = { postCode: string; postName: string; postSort: string; status: '0' | '1'; remark: string };

/** Add or modify a position; a taken code or name is shown on its field. Mounted only while open. */
export function PostFormDialog({ record, onClose }: Props) {
  const { t } = useTranslation('post');
  const [values, setValues] = useState<Values>(
    record
      ? { postCode: record.postCode, postName: record.postName, postSort: String(record.postSort), status: record.status, remark: record.remark }
      : { postCode: '', postName: '', postSort: '0', status: '0', remark: '' },
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddPost();
  const update = useUpdatePost();
  const saving = add.isPending || update.isPending;
  const set = <K extends keyof Values>(key: K, v: Values[K]) => {
    setValues((p) => ({ ...p, [key]: v }));
    setErrors((p) => ({ ...p, [key]: undefined }));
  };
  const { done, onError } = saveOutcome(t, { fieldOf: { 'post.codeExists': 'postCode', 'post.nameExists': 'postName' }, setErrors, onClose });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (!record) {
      const parsed = addPostBody.safeParse(values);
      if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
      add.mutate(parsed.data, { onSuccess: done(t('toast.added')), onError });
    } else {
      const parsed = updatePostBody.safeParse({ ...values, postId: record.postId });
      if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
      update.mutate(parsed.data, { onSuccess: done(t('toast.modified')), onError });
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} closeOnInteractOutside={false} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild data-testid="post-form">
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{record ? t('form.editTitle') : t('form.addTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root required invalid={!!errors.postName}>
                    <Field.Label>
                      {t('fields.postName')} <Field.RequiredIndicator />
                    </Field.Label>
                    <Input data-testid="post-form-name" value={values.postName} maxLength={50} onChange={(e) => set('postName', e.target.value)} />
                    <Field.ErrorText data-testid="post-form-name-error">{errors.postName}</Field.ErrorText>
                  </Field.Root>
                  <SimpleGrid columns={2} gap="4">
                    <Field.Root required invalid={!!errors.postCode}>
                      <Field.Label>
                        {t('fields.postCode')} <Field.RequiredIndicator />
                      </Field.Label>
                      <Input data-testid="post-form-code" value={values.postCode} maxLength={64} autoComplete="off" onChange={(e) => set('postCode', e.target.value)} />
                      <Field.ErrorText data-testid="post-form-code-error">{errors.postCode}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={!!errors.postSort}>
                      <Field.Label>{t('fields.postSort')}</Field.Label>
                      <Input type="number" min={0} max={9999} data-testid="post-form-sort" value={values.postSort} onChange={(e) => set('postSort', e.target.value)} />
                      <Field.ErrorText>{errors.postSort}</Field.ErrorText>
                    </Field.Root>
                  </SimpleGrid>
                  <Field.Root>
                    <Field.Label id="post-form-status">{t('fields.status')}</Field.Label>
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
                    </RadioGroup.Root>
                  </Field.Root>
                  <Field.Root invalid={!!errors.remark}>
                    <Field.Label>{t('fields.remark')}</Field.Label>
                    <Textarea value={values.remark} maxLength={500} rows={3} onChange={(e) => set('remark', e.target.value)} />
                    <Field.ErrorText>{errors.remark}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose}>
                  {t('form.cancel')}
                </Button>
                <Button type="submit" loading={saving} data-testid="post-form-submit">
                  {t('form.submit')}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton aria-label={t('form.close')} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
