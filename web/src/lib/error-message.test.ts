import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { ApiError } from './api-client';
import { errorMessage } from './error-message';
import { namespacesOf } from './i18n';

// The `errors` namespace as the app builds it: errors.json and every errors.<feature>.json (errors.auth.json...).
const errorFiles = import.meta.glob<unknown>('../locales/*/errors*.json', { eager: true, import: 'default' });
const errorsIn = (lng: string) => namespacesOf(Object.fromEntries(Object.entries(errorFiles).filter(([path]) => path.includes(`/locales/${lng}/`)))).errors;

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { errors: errorsIn('en') }, fr: { errors: errorsIn('fr') } }, interpolation: { escapeValue: false } });

describe('errorMessage', () => {
  it('translates the error code with its params', () => {
    const err = new ApiError(429, 'auth.accountLocked', 'Too many failed logins', { minutes: 10 });
    expect(errorMessage(i18n.t, err)).toBe('Too many failed logins: the account is locked for 10 minutes');
    expect(errorMessage(i18n.getFixedT('fr'), err)).toBe('Trop d’échecs de connexion : le compte est bloqué pendant 10 minutes');
  });

  it("quotes a built-in record's name, sent in every language, in the reader's language", () => {
    const name = { en: 'Battery voltage (V)', fr: 'Tension de la batterie (V)', 'zh-CN': '电池电压（V）', 'zh-TW': '電池電壓（V）' };
    const err = new ApiError(409, 'monitorItem.reserved', 'x', { name });
    expect(errorMessage(i18n.getFixedT('en'), err)).toContain('"Battery voltage (V)"');
    expect(errorMessage(i18n.getFixedT('fr'), err)).toContain('Tension de la batterie (V)');
    expect(errorMessage(i18n.getFixedT('fr'), err)).not.toContain('Battery');
  });

  it('translates network errors', () => {
    expect(errorMessage(i18n.t, new ApiError(0, 'common.network', 'Failed to fetch'))).toMatch(/Network error/);
  });

  it('lists translated field errors of a validation failure', () => {
    const err = new ApiError(400, 'common.validation', 'Invalid', {}, [{ path: 'newPassword', errorCode: 'password.weak' }]);
    expect(errorMessage(i18n.t, err)).toMatch(/^The password must be 8 to 20 characters/);
  });

  it('falls back to the server message for an unknown code', () => {
    const err = new ApiError(418, 'teapot.unknown' as never, 'I am a teapot');
    expect(errorMessage(i18n.t, err)).toBe('I am a teapot');
  });

  it('never shows the text of a programming error', () => {
    const err = new TypeError("Cannot read properties of undefined (reading 'x')");
    expect(errorMessage(i18n.t, err)).toBe('Operation failed, please try again later');
  });
});
