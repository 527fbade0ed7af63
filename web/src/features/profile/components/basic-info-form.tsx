import { useState, type FormEvent } from 'react';
import { Button, Field, HStack, Input, RadioGroup, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@aed/shared/constants/limits';
import { updateProfileBody, type ProfileResult, type UpdateProfileBody } from '@aed/shared/schemas/auth';
import { notifySuccess } from '../../../components/ui/toaster';
import { TW_ONLY, changeLanguage, currentLanguage } from '../../../lib/i18n';
import { LanguageField } from '../../../components/form/language-field';
import { useUpdateProfile } from '../api/update-profile';

type FieldName = 'nickName' | 'phonenumber' | 'email';
const FIELD_MESSAGES: Record<FieldName, string> = {
  nickName: 'validation.nickNameRequired',
  phonenumber: 'validation.phoneInvalid',
  email: 'validation.emailInvalid',
};
const SEXES = ['0', '1', '2'] as const;

/** Basic info tab: name, phone, email, gender, default language (PUT /upms/system/user/profile). */
export function BasicInfoForm({ user }: { user: ProfileResult['user'] }) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const [values, setValues] = useState<UpdateProfileBody>({
    nickName: user.nickName,
    phonenumber: user.phonenumber,
    email: user.email,
    sex: (SEXES as readonly string[]).includes(user.sex) ? (user.sex as UpdateProfileBody['sex']) : '2',
    language: user.language,
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = updateProfileBody.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        if (field in FIELD_MESSAGES) next[field] ??= t(FIELD_MESSAGES[field]);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    // The field is the stored default language. The page's language follows it only when the user changed that field
    // here: saving a name or a phone keeps the language the user switched the page to (top bar, login page).
    const chosen = parsed.data.language && parsed.data.language !== user.language ? parsed.data.language : undefined;
    update.mutate(parsed.data, {
      onSuccess: () => {
        notifySuccess(t('common:messages.modifySuccess'));
        if (!TW_ONLY && chosen && chosen !== currentLanguage()) void changeLanguage(chosen);
      },
    });
  };

  const languages: readonly Language[] = TW_ONLY ? ['zh-TW'] : LANGUAGES;

  return (
    <form onSubmit={submit} noValidate data-testid="profile-basic-form">
      <Stack gap="4" maxW="lg">
        <Field.Root invalid={!!errors.nickName} required>
          <Field.Label>{t('nickName')}</Field.Label>
          <Input data-testid="profile-nickname" maxLength={30} value={values.nickName} onChange={(e) => setValues({ ...values, nickName: e.target.value })} />
          <Field.ErrorText>{errors.nickName}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.phonenumber}>
          <Field.Label>{t('phone')}</Field.Label>
          <Input data-testid="profile-phone" type="tel" maxLength={20} value={values.phonenumber} onChange={(e) => setValues({ ...values, phonenumber: e.target.value })} />
          <Field.ErrorText>{errors.phonenumber}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.email}>
          <Field.Label>{t('email')}</Field.Label>
          <Input data-testid="profile-email" type="email" maxLength={128} value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('sex')}</Field.Label>
          <RadioGroup.Root value={values.sex} onValueChange={(d) => setValues({ ...values, sex: (d.value ?? '2') as UpdateProfileBody['sex'] })}>
            <HStack gap="6">
              {SEXES.map((s) => (
                <RadioGroup.Item key={s} value={s} data-testid={`profile-sex-${s}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`common:sex.${s}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('language')}</Field.Label>
          <LanguageField width="xs" testId="profile-language" languages={languages} value={values.language ?? languages[0]!} onChange={(language) => setValues({ ...values, language })} />
        </Field.Root>
        <HStack>
          <Button type="submit" data-testid="profile-save" loading={update.isPending}>
            {t('common:actions.save')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
