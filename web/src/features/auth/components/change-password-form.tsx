import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Button, Field, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessage } from '../../../lib/error-message';
import { PasswordInput } from '../../../components/ui/password-input';
import { notifySuccess } from '../../../components/ui/toaster';
import { useUpdatePassword } from '../api/update-password';
import { NewPasswordFields } from './new-password-fields';
import {
  fieldOfErrorCode,
  validatePasswordChange,
  type PasswordChangeErrors,
  type PasswordChangeField,
  type PasswordChangeValues,
} from '../utils/password-rules';

const EMPTY: PasswordChangeValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export interface ChangePasswordFormProps {
  /** data-testid prefix: `<prefix>-old`, `-new`, `-confirm`, `-submit`, `-cancel`. */
  testIdPrefix: string;
  /** After the server accepted the change (the form already showed 'Modified successfully'). */
  onSuccess?: () => void;
  /** The Cancel button; without it the button clears the form. */
  onCancel?: () => void;
  /** Disables the buttons (e.g. while logging out). */
  busy?: boolean;
}

/** Old, new and confirm password (spec section 5); confirm -> PUT updatePwd. */
export function ChangePasswordForm({ testIdPrefix, onSuccess, onCancel, busy = false }: ChangePasswordFormProps) {
  const { t } = useTranslation('auth');
  const message = useErrorMessage();
  const update = useUpdatePassword();
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [serverError, setServerError] = useState<string>();

  const set = (field: PasswordChangeField) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending || busy) return;
    const found = validatePasswordChange(values);
    setErrors(found);
    setServerError(undefined);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          notifySuccess(t('password.success'));
          setValues(EMPTY);
          onSuccess?.();
        },
        onError: (error) => {
          const field = error instanceof ApiError ? fieldOfErrorCode(error.errorCode) : undefined;
          if (field) setErrors({ [field]: message(error) });
          else setServerError(message(error));
        },
      },
    );
  };

  const cancel = () => {
    if (onCancel) onCancel();
    else {
      setValues(EMPTY);
      setErrors({});
      setServerError(undefined);
    }
  };

  const fieldError = (field: PasswordChangeField) => {
    const value = errors[field];
    if (!value) return undefined;
    return value.includes(':') ? t(value) : value;
  };

  return (
    <form onSubmit={submit} noValidate data-testid={`${testIdPrefix}-form`}>
      <Stack gap="4">
        {serverError && (
          <Alert.Root status="error" data-testid={`${testIdPrefix}-error`}>
            <Alert.Indicator />
            <Alert.Title>{serverError}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={!!errors.oldPassword} required>
          <Field.Label>{t('password.old')}</Field.Label>
          <PasswordInput
            data-testid={`${testIdPrefix}-old`}
            autoComplete="current-password"
            value={values.oldPassword}
            onChange={set('oldPassword')}
            placeholder={t('password.oldPlaceholder')}
          />
          <Field.ErrorText>{fieldError('oldPassword')}</Field.ErrorText>
        </Field.Root>
        <NewPasswordFields
          testIdPrefix={testIdPrefix}
          values={values}
          onChange={set}
          errors={{ newPassword: fieldError('newPassword'), confirmPassword: fieldError('confirmPassword') }}
        />
        <HStack justify="flex-end">
          <Button variant="outline" data-testid={`${testIdPrefix}-cancel`} onClick={cancel} disabled={busy}>
            {onCancel ? t('common:actions.cancel') : t('common:actions.reset')}
          </Button>
          <Button type="submit" data-testid={`${testIdPrefix}-submit`} loading={update.isPending} disabled={busy}>
            {t('common:actions.save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
