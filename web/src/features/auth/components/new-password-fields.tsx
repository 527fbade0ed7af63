import type { ChangeEvent } from 'react';
import { Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@aed/shared/constants/limits';
import { PasswordInput } from '../../../components/ui/password-input';

type NewPasswordField = 'newPassword' | 'confirmPassword';

export interface NewPasswordFieldsProps {
  /** data-testid prefix: `<prefix>-new`, `<prefix>-confirm`. */
  testIdPrefix: string;
  values: Record<NewPasswordField, string>;
  onChange: (field: NewPasswordField) => (e: ChangeEvent<HTMLInputElement>) => void;
  /** Texts to show (already translated). */
  errors: Partial<Record<NewPasswordField, string>>;
}

/** New password (with the password rule under it) and its confirmation: password change and password reset. */
export function NewPasswordFields({ testIdPrefix, values, onChange, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const field = (name: NewPasswordField, suffix: string, label: string, placeholder: string, helper?: string) => (
    <Field.Root invalid={!!errors[name]} required>
      <Field.Label>{label}</Field.Label>
      <PasswordInput
        data-testid={`${testIdPrefix}-${suffix}`}
        autoComplete="new-password"
        maxLength={LIMITS.passwordMaxLength}
        value={values[name]}
        onChange={onChange(name)}
        placeholder={placeholder}
      />
      {errors[name] ? <Field.ErrorText>{errors[name]}</Field.ErrorText> : helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
  return (
    <>
      {field('newPassword', 'new', t('password.new'), t('password.newPlaceholder'), t('password.rule'))}
      {field('confirmPassword', 'confirm', t('password.confirm'), t('password.confirmPlaceholder'))}
    </>
  );
}
