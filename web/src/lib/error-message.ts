/**
 * Turns any failure into the text shown to the user: an ApiError's stable `errorCode` translated from the `errors`
 * namespace with its params, field errors of a validation failure listed, otherwise the server's message.
 * Never a stack trace.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ErrorParam } from '@aed/shared/api/envelope';
import { ApiError } from './api-client';
import { currentLanguage } from './i18n';

const NS = 'errors';

/** The language a translate function writes (react-i18next's `t` is fixed to one), else the app's. */
const languageOf = (t: TFunction): string => (t as TFunction & { lng?: string }).lng ?? currentLanguage();

/** A param sent in every language (a built-in record's name, ErrorParam) in `language`; others as they are. */
export const localizedParam = (value: unknown, language: string = currentLanguage()): unknown =>
  value !== null && typeof value === 'object' && 'en' in value ? ((value as Record<string, string>)[language] ?? (value as Record<string, string>).en) : value;

const localizedParams = (params: Record<string, unknown>, language: string): Record<string, unknown> =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, localizedParam(v, language)]));

export type { ErrorParam };

/** Translates one error code (`auth.captchaWrong`), or returns undefined when it has no translation. */
export function translateErrorCode(t: TFunction, code: string, params: Record<string, unknown> = {}): string | undefined {
  const key = `${NS}:${code}`;
  const text = t(key, { ...localizedParams(params, languageOf(t)), defaultValue: '' });
  return text && text !== key && text !== code ? text : undefined;
}

export function errorMessage(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    if (err.errorCode === 'common.validation' && err.fields.length > 0) {
      const fieldTexts = [...new Set(err.fields.map((f) => translateErrorCode(t, f.errorCode, err.params)).filter(Boolean))];
      if (fieldTexts.length > 0) return fieldTexts.join('; ');
    }
    return translateErrorCode(t, err.errorCode, err.params) ?? (err.message || (translateErrorCode(t, 'common.internal') ?? 'Error'));
  }
  return translateErrorCode(t, 'common.internal') ?? 'Operation failed';
}

/** `const message = useErrorMessage(); message(err)`. */
export function useErrorMessage(): (err: unknown) => string {
  const { t } = useTranslation(NS);
  return useCallback((err: unknown) => errorMessage(t, err), [t]);
}
