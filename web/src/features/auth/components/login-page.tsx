import { useState, type FormEvent } from 'react';
import {
  Button,
  Card,
  Checkbox,
  Field,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import Cookies from 'js-cookie';
import { COOKIES } from '@aed/shared/constants/limits';
import { PASSWORD_STATUS } from '@aed/shared/constants/password-status';
import type { GetInfoResult } from '@aed/shared/schemas/auth';
import { LangSelect } from '../../../components/ui/lang-select';
import { PasswordInput } from '../../../components/ui/password-input';
import { notifyWarning } from '../../../components/ui/toaster';
import { TW_ONLY, changeLanguage, isLanguage } from '../../../lib/i18n';
import { formatDate } from '../../../lib/format';
import { safeRedirect } from '../../../lib/session';
import logo from '../../../assets/logo.svg';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { readRemembered, saveRemembered } from '../utils/remember-me';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { PlatformVersionText } from '../../version/components/platform-version';

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
  const captcha = useCaptcha();
  const login = useLogin();
  const [remembered] = useState(readRemembered);
  const [username, setUsername] = useState(remembered.username);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(remembered.rememberMe);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [forgotOpen, setForgotOpen] = useState(false);

  const captchaEnabled = captcha.data?.captchaEnabled ?? true;

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
    if (captchaEnabled && !code.trim()) next.code = t('errors:auth.captchaRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    login.mutate(
      { username, password, code: captchaEnabled ? code : '', uuid: captcha.data?.uuid ?? '' },
      {
        onSuccess: (info) => void afterLogin(info),
        onError: () => {
          setCode('');
          if (captchaEnabled) void captcha.refetch();
        },
      },
    );
  };

  return (
    <Flex
      minH="100vh"
      align="center"
      justify="center"
      px="4"
      py="10"
      bgGradient="to-br"
      gradientFrom="#1f2d3d"
      gradientVia="#304156"
      gradientTo="brand.solid"
      data-testid="login-page"
    >
      <Stack gap="6" w="full" maxW="420px">
        <HStack justify="center" gap="3" color="white">
          <Image src={logo} alt="" boxSize="10" />
          <Heading size="xl" textAlign="center">
            {t('common:appTitle')}
          </Heading>
        </HStack>
        <Card.Root shadow="lg">
          <Card.Header>
            <HStack justify="space-between" align="center">
              <Card.Title>{t('login.title')}</Card.Title>
              <LangSelect width="32" />
            </HStack>
          </Card.Header>
          <Card.Body>
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
                {captchaEnabled && (
                  <Field.Root invalid={!!errors.code} required>
                    <Field.Label>{t('login.captcha')}</Field.Label>
                    <HStack w="full" align="stretch">
                      <Input
                        data-testid="login-captcha"
                        name="code"
                        autoComplete="off"
                        maxLength={8}
                        value={code}
                        onChange={(e) => setCode(e.target.value)}
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
                        onClick={() => void captcha.refetch()}
                      >
                        {captcha.data?.img ? (
                          <img
                            data-testid="login-captcha-img"
                            src={captcha.data.img}
                            alt={t('login.captchaAlt')}
                            style={{ width: '100%', height: '100%', objectFit: 'contain' }}
                          />
                        ) : (
                          <Skeleton w="full" h="full" />
                        )}
                      </chakra.button>
                    </HStack>
                    <Field.ErrorText>{errors.code}</Field.ErrorText>
                  </Field.Root>
                )}
                <HStack justify="space-between">
                  <Checkbox.Root
                    data-testid="login-remember"
                    checked={rememberMe}
                    onCheckedChange={(d) => setRememberMe(d.checked === true)}
                    size="sm"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{t('login.rememberMe')}</Checkbox.Label>
                  </Checkbox.Root>
                  <ChakraLink asChild fontSize="sm" color="brand.fg">
                    <button type="button" data-testid="login-forgot" onClick={() => setForgotOpen(true)}>
                      {t('login.forgot')}
                    </button>
                  </ChakraLink>
                </HStack>
                <Stack gap="1">
                  <Checkbox.Root
                    data-testid="login-consent"
                    checked={consent}
                    onCheckedChange={(d) => setConsent(d.checked === true)}
                    size="sm"
                    alignItems="flex-start"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control mt="0.5" />
                    <Checkbox.Label fontWeight="normal">{t('login.consent')}</Checkbox.Label>
                  </Checkbox.Root>
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
          </Card.Body>
        </Card.Root>
        <Text fontSize="xs" color="whiteAlpha.800" textAlign="center">
          {t('login.copyright', { year: new Date().getFullYear() })}
        </Text>
        <PlatformVersionText testId="login-version" color="whiteAlpha.700" />
      </Stack>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} defaultAccount={username} />
    </Flex>
  );
}
