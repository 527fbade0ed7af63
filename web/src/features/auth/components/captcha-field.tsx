import { Field, HStack, Input, Skeleton, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CaptchaResult } from '@aed/shared/schemas/auth';

export interface CaptchaFieldProps {
  /** data-testid prefix: `<prefix>-captcha` (the input) and `<prefix>-captcha-img`. */
  testIdPrefix: string;
  captcha: CaptchaResult | undefined;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  error?: string;
  /** Shown under the field when there is no error (e.g. why a captcha is asked for). */
  hint?: string;
}

/** The captcha input and its image (a click on the image fetches a new one). */
export function CaptchaField({ testIdPrefix, captcha, value, onChange, onRefresh, error, hint }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>{t('login.captcha')}</Field.Label>
      <HStack w="full" align="stretch">
        <Input
          data-testid={`${testIdPrefix}-captcha`}
          name="code"
          autoComplete="off"
          maxLength={8}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={t('login.captchaPlaceholder')}
          flex="1"
        />
        <chakra.button
          type="button"
          flexShrink={0}
          w="120px"
          h="10"
          borderWidth="1px"
          borderRadius="md"
          overflow="hidden"
          cursor="pointer"
          bg="white"
          title={t('login.captchaRefresh')}
          aria-label={t('login.captchaRefresh')}
          onClick={onRefresh}
        >
          {captcha?.img ? (
            <img
              data-testid={`${testIdPrefix}-captcha-img`}
              src={captcha.img}
              alt={t('login.captchaAlt')}
              style={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : (
            <Skeleton w="full" h="full" />
          )}
        </chakra.button>
      </HStack>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : hint && <Field.HelperText data-testid={`${testIdPrefix}-captcha-hint`}>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
