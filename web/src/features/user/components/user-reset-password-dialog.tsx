import { useState, type FormEvent } from 'react';
import { Field, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { resetPasswordBody, type UserRecord } from '@aed/shared/schemas/user';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { issuesToErrors, serverFieldErrors, type FieldErrors } from '../../../components/form/form-errors';
import { PasswordInput } from '../../../components/ui/password-input';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { useResetUserPassword } from '../api/reset-user-password';

/** Sets a new initial password (the user must change it at the next login; their sessions end). */
export function UserResetPasswordDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const { t } = useTranslation('user');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const reset = useResetUserPassword();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reset.isPending) return;
    const parsed = resetPasswordBody.safeParse({ userId: user.userId, password });
    if (!parsed.success) return setErrors(issuesToErrors(t, parsed.error));
    if (confirm !== password) return setErrors({ confirm: t('resetPwd.mismatch') });
    reset.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t('toast.passwordReset', { account: user.username }));
        onClose();
      },
      onError: (err) => {
        const fields = serverFieldErrors(t, err, { 'password.weak': 'password' });
        if (fields) setErrors(fields);
        else notifyError(errorMessage(t, err));
      },
    });
  };
  return (
    <FormDialogShell onClose={onClose} size="sm">
      <FormDialogForm testId="user-password-form" title={t('resetPwd.title')} onSubmit={submit} onClose={onClose} saving={reset.isPending} testIdPrefix="user-password" submitLabel={t('form.submit')} cancelLabel={t('form.cancel')}>
        <Text>{t('resetPwd.message', { name: user.nickName, account: user.username })}</Text>
        <Field.Root required invalid={!!errors.password}>
          <Field.Label>
            {t('resetPwd.password')} <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            data-testid="user-password-input"
            value={password}
            maxLength={20}
            autoComplete="new-password"
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors({});
            }}
          />
          <Field.HelperText>{t('form.passwordRule')}</Field.HelperText>
          <Field.ErrorText data-testid="user-password-error">{errors.password}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.confirm}>
          <Field.Label>
            {t('resetPwd.confirm')} <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            data-testid="user-password-confirm"
            value={confirm}
            maxLength={20}
            autoComplete="new-password"
            onChange={(e) => {
              setConfirm(e.target.value);
              setErrors({});
            }}
          />
          <Field.ErrorText data-testid="user-password-confirm-error">{errors.confirm}</Field.ErrorText>
        </Field.Root>
      </FormDialogForm>
    </FormDialogShell>
  );
}
