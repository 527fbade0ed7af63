import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { certificationBody, type UserRecord } from '@aed/shared/schemas/user';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { issuesToErrors, serverFieldErrors, type FieldErrors } from '../../../components/form/form-errors';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateUserCertification } from '../api/update-user-certification';
import { CertificateBadge } from './certificate-badge';

/** Records (both dates) or clears (both empty) the validity of a user's certificate. */
export function UserCertificateDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const { t } = useTranslation('user');
  const [begin, setBegin] = useState(user.certificateBegin);
  const [end, setEnd] = useState(user.certificateEnd);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useUpdateUserCertification();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const parsed = certificationBody.safeParse({ userId: user.userId, certificateBegin: begin, certificateEnd: end });
    if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
    save.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(parsed.data.certificateEnd ? t('toast.certificateSaved') : t('toast.certificateCleared'));
        onClose();
      },
      onError: (err) => {
        const fields = serverFieldErrors(t, err, { 'user.certificateRange': 'certificateEnd' });
        if (fields) setErrors(fields);
        else notifyError(errorMessage(t, err));
      },
    });
  };
  return (
    <FormDialogShell onClose={onClose} size="sm">
      <FormDialogForm
        testId="user-certificate-form"
        title={t('certificate.title')}
        onSubmit={submit}
        onClose={onClose}
        saving={save.isPending}
        testIdPrefix="user-certificate"
        submitLabel={t('form.submit')}
        cancelLabel={t('form.cancel')}
        footer={
          <Button
            type="button"
            variant="ghost"
            me="auto"
            data-testid="user-certificate-clear"
            onClick={() => {
              setBegin('');
              setEnd('');
              setErrors({});
            }}
          >
            {t('certificate.clear')}
          </Button>
        }
      >
        <HStack gap="2">
          <Text>{t('certificate.message', { name: user.nickName, account: user.username })}</Text>
          <CertificateBadge state={user.certificateState} end={user.certificateEnd} />
        </HStack>
        <Field.Root invalid={!!errors.certificateBegin}>
          <Field.Label>{t('fields.certificateBegin')}</Field.Label>
          <DateField testId="user-certificate-begin" value={begin} max={end || undefined} onChange={(day) => { setBegin(day); setErrors({}); }} />
          <Field.ErrorText>{errors.certificateBegin}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.certificateEnd}>
          <Field.Label>{t('fields.certificateEnd')}</Field.Label>
          <DateField testId="user-certificate-end" value={end} min={begin || undefined} onChange={(day) => { setEnd(day); setErrors({}); }} />
          <Field.HelperText>{t('certificate.hint')}</Field.HelperText>
          <Field.ErrorText data-testid="user-certificate-error">{errors.certificateEnd}</Field.ErrorText>
        </Field.Root>
      </FormDialogForm>
    </FormDialogShell>
  );
}
