import { Button, HStack, Text } from '@chakra-ui/react';
import { certificationBody, type UserRecord } from '@aed/shared/schemas/user';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { DateField } from '../../../components/form/date-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { useUpdateUserCertification } from '../api/update-user-certification';
import { CertificateBadge } from './certificate-badge';

/** Records (both dates) or clears (both empty) the validity of a user's certificate. */
export function UserCertificateDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const { t, values, setValues, setErrors, save, onSubmit, field } = useZodForm({
    ns: 'user',
    initial: { certificateBegin: user.certificateBegin, certificateEnd: user.certificateEnd },
    fieldOf: { 'user.certificateRange': 'certificateEnd' },
    testIdPrefix: 'user-certificate',
    onClose,
  });
  const certification = useUpdateUserCertification();
  /** A date changed: the range's error (said at its end) no longer holds. */
  const setDate = (key: keyof typeof values, day: string) => {
    setValues((prev) => ({ ...prev, [key]: day }));
    setErrors({});
  };
  const submit = onSubmit(() =>
    save(certificationBody, { userId: user.userId, ...values }, certification, values.certificateEnd ? t('toast.certificateSaved') : t('toast.certificateCleared')),
  );
  return (
    <FormDialogShell onClose={onClose} size="sm">
      <FormDialogForm
        testId="user-certificate-form"
        title={t('certificate.title')}
        onSubmit={submit}
        onClose={onClose}
        saving={certification.isPending}
        testIdPrefix="user-certificate"
        footer={
          <Button
            type="button"
            variant="ghost"
            me="auto"
            data-testid="user-certificate-clear"
            onClick={() => {
              setValues({ certificateBegin: '', certificateEnd: '' });
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
        {field(
          'certificateBegin',
          t('fields.certificateBegin'),
          <DateField testId="user-certificate-begin" value={values.certificateBegin} max={values.certificateEnd || undefined} onChange={(day) => setDate('certificateBegin', day)} />,
        )}
        {field(
          'certificateEnd',
          t('fields.certificateEnd'),
          <DateField testId="user-certificate-end" value={values.certificateEnd} min={values.certificateBegin || undefined} onChange={(day) => setDate('certificateEnd', day)} />,
          { hint: t('certificate.hint'), errorTestId: 'user-certificate-error' },
        )}
      </FormDialogForm>
    </FormDialogShell>
  );
}
