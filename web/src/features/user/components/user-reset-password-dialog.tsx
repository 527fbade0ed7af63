import { Text } from '@chakra-ui/react';
import { resetPasswordBody, type UserRecord } from '@aed/shared/schemas/user';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
import { PasswordInput } from '../../../components/ui/password-input';
import { useResetUserPassword } from '../api/reset-user-password';

/** Sets a new initial password (the user must change it at the next login; their sessions end). */
export function UserResetPasswordDialog({ user, onClose }: { user: UserRecord; onClose: () => void }) {
  const { t, values, setValues, setErrors, save, onSubmit, field } = useZodForm({
    ns: 'user',
    initial: { password: '', confirm: '' },
    fieldOf: { 'password.weak': 'password' },
    testIdPrefix: 'user-password',
    onClose,
  });
  const reset = useResetUserPassword();
  const type = (key: keyof typeof values, text: string) => {
    setValues((prev) => ({ ...prev, [key]: text }));
    setErrors({});
  };
  const submit = onSubmit(() => {
    const body = { userId: user.userId, password: values.password };
    // the confirmation is this screen's own rule, said once the password itself is acceptable
    if (resetPasswordBody.safeParse(body).success && values.confirm !== values.password) setErrors({ confirm: t('resetPwd.mismatch') });
    else save(resetPasswordBody, body, reset, t('toast.passwordReset', { account: user.username }));
  });
  return (
    <FormDialogShell onClose={onClose} size="sm">
      <FormDialogForm testId="user-password-form" title={t('resetPwd.title')} onSubmit={submit} onClose={onClose} saving={reset.isPending} testIdPrefix="user-password">
        <Text>{t('resetPwd.message', { name: user.nickName, account: user.username })}</Text>
        {field(
          'password',
          t('resetPwd.password'),
          <PasswordInput data-testid="user-password-input" value={values.password} maxLength={20} autoComplete="new-password" onChange={(e) => type('password', e.target.value)} />,
          { required: true, hint: t('form.passwordRule'), errorTestId: 'user-password-error' },
        )}
        {field(
          'confirm',
          t('resetPwd.confirm'),
          <PasswordInput data-testid="user-password-confirm" value={values.confirm} maxLength={20} autoComplete="new-password" onChange={(e) => type('confirm', e.target.value)} />,
          { required: true },
        )}
      </FormDialogForm>
    </FormDialogShell>
  );
}
