import { useState, type FormEvent } from 'react';
import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { forgetPasswordBody } from '@aed/shared/schemas/auth';
import { useForgetPassword } from '../api/forget-password';

type FieldName = 'account' | 'email';

interface Props {
  open: boolean;
  onClose: () => void;
  defaultAccount?: string;
}

/** Password reset by email (spec section 2): account and email; a temporary password is mailed. */
export function ForgotPasswordDialog({ open, onClose, defaultAccount = '' }: Props) {
  const { t } = useTranslation('auth');
  return (
    <Dialog.Root open={open} onOpenChange={(d) => !d.open && onClose()} placement="center" closeOnInteractOutside={false} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="forgot-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('forgot.title')}</Dialog.Title>
            </Dialog.Header>
            {/* Mounted on each opening, so the form starts empty every time. */}
            <ForgotPasswordForm onClose={onClose} defaultAccount={defaultAccount} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ForgotPasswordForm({ onClose, defaultAccount }: { onClose: () => void; defaultAccount: string }) {
  const { t } = useTranslation('auth');
  const reset = useForgetPassword();
  const [account, setAccount] = useState(defaultAccount);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [sent, setSent] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = forgetPasswordBody.safeParse({ account, email });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= t(`errors:${issue.message}`, { defaultValue: t('errors:common.validation') });
      }
      setErrors(next);
      return;
    }
    setErrors({});
    reset.mutate(parsed.data, { onSuccess: () => setSent(true) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body>
        {sent ? (
          <Alert.Root status="success" data-testid="forgot-success">
            <Alert.Indicator />
            <Alert.Title>{t('forgot.success')}</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              {t('forgot.hint')}
            </Text>
            <Field.Root invalid={!!errors.account} required>
              <Field.Label>{t('forgot.account')}</Field.Label>
              <Input data-testid="forgot-account" value={account} maxLength={30} onChange={(e) => setAccount(e.target.value)} />
              <Field.ErrorText>{errors.account}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!errors.email} required>
              <Field.Label>{t('forgot.email')}</Field.Label>
              <Input data-testid="forgot-email" type="email" value={email} maxLength={128} onChange={(e) => setEmail(e.target.value)} />
              <Field.ErrorText>{errors.email}</Field.ErrorText>
            </Field.Root>
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        {sent ? (
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" data-testid="forgot-submit" loading={reset.isPending}>
              {t('forgot.submit')}
            </Button>
          </>
        )}
      </Dialog.Footer>
    </form>
  );
}
