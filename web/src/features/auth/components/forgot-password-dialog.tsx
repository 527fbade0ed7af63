import { useState, type FormEvent } from 'react';
import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@aed/shared/constants/limits';
import { forgetPasswordBody } from '@aed/shared/schemas/auth';
import { useErrorMessage } from '../../../lib/error-message';
import { useForgetPassword } from '../api/forget-password';
import { useCaptcha } from '../api/get-captcha';
import { CaptchaField } from './captcha-field';

type FieldName = 'account' | 'email' | 'code';

interface Props {
  open: boolean;
  onClose: () => void;
  defaultAccount?: string;
}

/**
 * Password reset by email (spec section 2): account and email, and the captcha when it is on. Whatever was typed,
 * the answer is the same (decision 0028): a link to choose a new password goes to the mailbox when they match.
 */
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
              <CloseButton size="sm" aria-label={t('common:actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ForgotPasswordForm({ onClose, defaultAccount }: { onClose: () => void; defaultAccount: string }) {
  const { t } = useTranslation('auth');
  const message = useErrorMessage();
  const reset = useForgetPassword();
  const captcha = useCaptcha('forgot');
  const [account, setAccount] = useState(defaultAccount);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [serverError, setServerError] = useState<string>();
  const [sent, setSent] = useState(false);
  const captchaShown = captcha.data?.captchaEnabled ?? true;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reset.isPending) return;
    const parsed = forgetPasswordBody.safeParse({ account, email, code: captchaShown ? code : '', uuid: captcha.data?.uuid ?? '' });
    const next: Partial<Record<FieldName, string>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as FieldName;
      next[field] ??= t(`errors:${issue.message}`, { defaultValue: t('errors:common.validation') });
    }
    if (captchaShown && !code.trim()) next.code = t('errors:auth.captchaRequired');
    setErrors(next);
    setServerError(undefined);
    if (!parsed.success || Object.keys(next).length > 0) return;
    reset.mutate(parsed.data, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        setServerError(message(error));
        setCode('');
        if (captchaShown) void captcha.refetch();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body>
        {sent ? (
          <Alert.Root status="success" data-testid="forgot-success">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('forgot.sentTitle')}</Alert.Title>
              <Alert.Description>{t('forgot.sent', { minutes: LIMITS.passwordResetLinkMinutes })}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : (
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              {t('forgot.hint')}
            </Text>
            {serverError && (
              <Alert.Root status="error" data-testid="forgot-error">
                <Alert.Indicator />
                <Alert.Title>{serverError}</Alert.Title>
              </Alert.Root>
            )}
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
            {captchaShown && (
              <CaptchaField
                testIdPrefix="forgot"
                captcha={captcha.data}
                value={code}
                onChange={setCode}
                onRefresh={() => void captcha.refetch()}
                error={errors.code}
              />
            )}
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
