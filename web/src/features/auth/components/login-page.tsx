import { Suspense, useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import Cookies from 'js-cookie';
import { CAPTCHA_REQUIRED_PARAM, COOKIES } from '@aed/shared/constants/limits';
import { PASSWORD_STATUS } from '@aed/shared/constants/password-status';
import type { GetInfoResult } from '@aed/shared/schemas/auth';
import { NativeCheckbox } from '../../../components/ui/native-checkbox';
import { PasswordInput } from '../../../components/ui/password-input';
import { notifyWarning } from '../../../components/ui/toaster';
import { TW_ONLY, changeLanguage, isLanguage } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format';
import { safeRedirect } from '../../../lib/session';
import { ApiError } from '../../../lib/api-client';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { readRemembered, saveRemembered } from '../utils/remember-me';
import { AuthCardLayout } from './auth-card-layout';
import { CaptchaField } from './captcha-field';
import { lazyOnDemand } from '../../../lib/on-demand';
import { useNeededOnce } from '../../../lib/use-needed-once';

// Loaded when "Forgot password" is first clicked: it validates with zod, which the login page itself does not need.
const ForgotPasswordDialog = lazyOnDemand(() => import('./forgot-password-dialog').then((m) => m.ForgotPasswordDialog));

type LegalKind = 'privacy' | 'terms';
type FieldName = 'username' | 'password' | 'code';

export interface LoginPageProps {
  /** Where to go after logging in (an in-app path). */
  redirect?: string;
  onOpenLegal: (kind: LegalKind) => void;
}

export function LoginPage({ redirect, onOpenLegal }: LoginPageProps) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  // The login answer asks for a captcha after failures of the account even with the captcha switch off (decision 0028).
  const [captchaForced, setCaptchaForced] = useState(false);
  const captcha = useCaptcha('login', captchaForced);
  const login = useLogin();
  const [remembered] = useState(readRemembered);
  const [username, setUsername] = useState(remembered.username);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(remembered.rememberMe);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [forgotOpen, setForgotOpen] = useState(false);
  const forgotDialog = useNeededOnce(forgotOpen);

  const captchaShown = captchaForced || (captcha.data?.captchaEnabled ?? true);

  const afterLogin = async (info: GetInfoResult) => {
    saveRemembered({ username: username.trim(), rememberMe });
    if (info.passwordStatus === PASSWORD_STATUS.expiringSoon) {
      const date = formatDate(info.passwordExpiresAt);
      notifyWarning(t('password.expiringSoonTitle'), date ? t('password.expiringSoon', { date }) : t('password.expiringSoonNoDate'));
    }
    // The user's default language applies when this browser has no choice of its own yet.
    if (!TW_ONLY && !Cookies.get(COOKIES.language) && isLanguage(info.user.language)) await changeLanguage(info.user.language);
    await router.navigate({ href: safeRedirect(redirect), replace: true });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!consent || login.isPending) return;
    const next: Partial<Record<FieldName, string>> = {};
    if (!username.trim()) next.username = t('errors:auth.usernameRequired');
    if (!password) next.password = t('errors:auth.passwordRequired');
    if (captchaShown && !code.trim()) next.code = t('errors:auth.captchaRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    login.mutate(
      { username, password, code: captchaShown ? code : '', uuid: captcha.data?.uuid ?? '' },
      {
        onSuccess: (info) => void afterLogin(info),
        onError: (error) => {
          setCode('');
          const captchaNext = error instanceof ApiError && error.params.captcha === CAPTCHA_REQUIRED_PARAM;
          // Switching to the forced captcha fetches one; otherwise the captcha just sent is used up: get a new one.
          if (captchaNext && !captchaShown) setCaptchaForced(true);
          else if (captchaShown) void captcha.refetch();
        },
      },
    );
  };

  return (
    <AuthCardLayout
      title={t('login.title')}
      testId="login-page"
      after={
        forgotDialog && (
          <Suspense fallback={null}>
            <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} defaultAccount={username} />
          </Suspense>
        )
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Field.Root invalid={!!errors.username} required>
            <Field.Label>{t('login.username')}</Field.Label>
            <Input
              data-testid="login-username"
              name="username"
              autoComplete="username"
              maxLength={30}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              placeholder={t('login.usernamePlaceholder')}
            />
            <Field.ErrorText>{errors.username}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.password} required>
            <Field.Label>{t('login.password')}</Field.Label>
            <PasswordInput
              data-testid="login-password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              placeholder={t('login.passwordPlaceholder')}
            />
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          </Field.Root>
          {captchaShown && (
            <CaptchaField
              testIdPrefix="login"
              captcha={captcha.data}
              value={code}
              onChange={setCode}
              onRefresh={() => void captcha.refetch()}
              error={errors.code}
              hint={captchaForced ? t('login.captchaAfterFailures') : undefined}
            />
          )}
          <HStack justify="space-between">
            <NativeCheckbox data-testid="login-remember" checked={rememberMe} onCheckedChange={setRememberMe}>
              {t('login.rememberMe')}
            </NativeCheckbox>
            <ChakraLink asChild fontSize="sm" color="brand.fg">
              <button type="button" data-testid="login-forgot" onClick={() => setForgotOpen(true)}>
                {t('login.forgot')}
              </button>
            </ChakraLink>
          </HStack>
          <Stack gap="1">
            <NativeCheckbox
              data-testid="login-consent"
              checked={consent}
              onCheckedChange={setConsent}
              alignItems="flex-start"
              controlProps={{ mt: '0.5' }}
              labelProps={{ fontWeight: 'normal' }}
            >
              {t('login.consent')}
            </NativeCheckbox>
            <Text fontSize="sm" ps="6">
              <ChakraLink asChild color="brand.fg">
                <button type="button" data-testid="login-privacy" onClick={() => onOpenLegal('privacy')}>
                  {t('login.privacy')}
                </button>
              </ChakraLink>
              {' · '}
              <ChakraLink asChild color="brand.fg">
                <button type="button" data-testid="login-terms" onClick={() => onOpenLegal('terms')}>
                  {t('login.terms')}
                </button>
              </ChakraLink>
            </Text>
          </Stack>
          <Button
            type="submit"
            data-testid="login-submit"
            w="full"
            size="lg"
            loading={login.isPending}
            loadingText={t('login.submitting')}
            disabled={!consent}
            title={consent ? undefined : t('login.consentRequired')}
          >
            {t('login.submit')}
          </Button>
          {!consent && (
            <Text fontSize="xs" color="fg.muted" textAlign="center" data-testid="login-consent-hint">
              {t('login.consentRequired')}
            </Text>
          )}
        </Stack>
      </form>
    </AuthCardLayout>
  );
}
