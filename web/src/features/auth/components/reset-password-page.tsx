import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Field, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { clearLocalSession } from '../../../lib/session';
import { useResetLink, useResetPassword } from '../api/reset-password';
import { validateNewPassword, type PasswordChangeErrors } from '../utils/password-rules';
import { AuthCardLayout } from './auth-card-layout';
import { NewPasswordFields } from './new-password-fields';

type Values = { newPassword: string; confirmPassword: string };
const EMPTY: Values = { newPassword: '', confirmPassword: '' };

/** The secret of the link, from the fragment of `/reset-password#token=...` (never sent to a server by the browser). */
export function tokenOfHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * The page a password reset link opens (public route /reset-password, decision 0028): it checks the link, then
 * takes a new password under the password rule; the link works once, and every session of the user ends.
 */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const message = useErrorMessage();
  const link = useResetLink(token);
  const reset = useResetPassword();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [linkError, setLinkError] = useState<string>();
  const [done, setDone] = useState(false);

  const set = (field: keyof Values) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (reset.isPending) return;
    const found = validateNewPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reset.mutate(
      { token, newPassword: values.newPassword },
      {
        onSuccess: () => {
          // Every session of the user ended: a token this browser may hold is dead too.
          clearLocalSession();
          setDone(true);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errorCode === 'password.weak') setErrors({ newPassword: message(error) });
          else setLinkError(message(error));
        },
      },
    );
  };

  const fieldError = (field: keyof Values) => {
    const value = errors[field];
    return value?.includes(':') ? t(value) : value;
  };

  const refused = !token ? t('errors:password.resetLinkInvalid') : link.isError ? message(link.error) : linkError;

  return (
    <AuthCardLayout title={t('reset.title')} testId="reset-page">
      {done ? (
        <Stack gap="4">
          <Alert.Root status="success" data-testid="reset-success">
            <Alert.Indicator />
            <Alert.Title>{t('reset.success')}</Alert.Title>
          </Alert.Root>
          <Button asChild data-testid="reset-to-login">
            <Link to="/login">{t('reset.toLogin')}</Link>
          </Button>
        </Stack>
      ) : refused ? (
        <Stack gap="4">
          <Alert.Root status="error" data-testid="reset-refused">
            <Alert.Indicator />
            <Alert.Title>{refused}</Alert.Title>
          </Alert.Root>
          <Text fontSize="sm" color="fg.muted">
            {t('reset.askAgain')}
          </Text>
          <Button asChild variant="outline" data-testid="reset-to-login">
            <Link to="/login">{t('reset.toLogin')}</Link>
          </Button>
        </Stack>
      ) : !link.data ? (
        <Stack align="center" py="6" data-testid="reset-checking">
          <Spinner color="brand.solid" />
          <Text fontSize="sm" color="fg.muted">
            {t('reset.checking')}
          </Text>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate data-testid="reset-form">
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              {t('reset.hint')}
            </Text>
            <Field.Root>
              <Field.Label>{t('login.username')}</Field.Label>
              {/* Read-only, so a password manager files the new password under the right account. */}
              <Input data-testid="reset-account" name="username" autoComplete="username" value={link.data.username} readOnly />
            </Field.Root>
            <NewPasswordFields
              testIdPrefix="reset"
              values={values}
              onChange={set}
              errors={{ newPassword: fieldError('newPassword'), confirmPassword: fieldError('confirmPassword') }}
            />
            <Button type="submit" data-testid="reset-submit" w="full" size="lg" loading={reset.isPending}>
              {t('reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCardLayout>
  );
}
