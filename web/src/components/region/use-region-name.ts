import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@aed/shared/constants/limits';
import { regionDisplayName, regionLabel, type RegionNames } from '@aed/shared/schemas/region';
import { isLanguage } from '../../lib/i18n';

type Named = { regionName: string; names?: Partial<RegionNames> };

/** Region names in the UI language: its own variant, else the default name; a path as "France / Île-de-France". */
export function useRegionName() {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const name = useCallback((r: Named) => regionDisplayName(r, language), [language]);
  const label = useCallback((nodes: readonly Named[]) => regionLabel(nodes, language), [language]);
  return { language, name, label };
}
