import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@aed/shared/constants/limits';
import { AVAILABLE_LANGUAGES, LANGUAGE_LABELS, changeLanguage, currentLanguage, isLanguage } from '../../lib/i18n';

/** Language switch: a native <select> (`lang-switch`, options `lang-option-<code>`). The Taiwan build offers zh-TW only. */
export function LangSelect({ width = '36', onChanged }: { width?: string; onChanged?: (lng: Language) => void }) {
  const { t, i18n } = useTranslation('common');
  const value = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <NativeSelect.Root width={width} disabled={AVAILABLE_LANGUAGES.length < 2}>
      <NativeSelect.Field
        data-testid="lang-switch"
        aria-label={t('language')}
        value={value}
        onChange={(e) => {
          const lng = e.currentTarget.value;
          if (isLanguage(lng)) void changeLanguage(lng).then(() => onChanged?.(lng));
        }}
      >
        {AVAILABLE_LANGUAGES.map((lng) => (
          <option key={lng} value={lng} data-testid={`lang-option-${lng}`}>
            {LANGUAGE_LABELS[lng]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
