import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadLoginTranslations, loadScreenTranslations, namespacesOf } from './i18n';
import { SHELL_LOCALE_FILES } from './locale-parts';

const shellNamespaces = [...new Set(SHELL_LOCALE_FILES.map((file) => file.split('.')[0]))].sort();

// The test set-up loads every language; these tests take French out as a page that never used it would have it.
const french = () => Object.fromEntries(Object.keys(i18n.store.data.fr).map((ns) => [ns, structuredClone(i18n.getResourceBundle('fr', ns) as object)]));
const setUp = french();
const removeFrench = (namespaces: string[]) => namespaces.forEach((ns) => i18n.removeResourceBundle('fr', ns));

afterEach(() => {
  // Put French back as the set-up had it.
  removeFrench(Object.keys(i18n.store.data.fr));
  for (const [ns, bundle] of Object.entries(setUp)) i18n.addResourceBundle('fr', ns, bundle, true, true);
});

describe('i18n', () => {
  it('merges <namespace>.<part>.json into <namespace>', () => {
    const namespaces = namespacesOf({
      './errors.json': { common: { internal: 'Failed' } },
      './errors.user.json': { user: { exists: 'Taken' } },
      './auth.json': { login: { title: 'Log in' } },
    });
    expect(namespaces).toEqual({ errors: { common: { internal: 'Failed' }, user: { exists: 'Taken' } }, auth: { login: { title: 'Log in' } } });
  });

  it('loads the shell of a language that is not in yet before switching to it', async () => {
    removeFrench(Object.keys(setUp));
    const switching = changeLanguage('fr');
    // Nothing switches before French is in: the page keeps its language meanwhile.
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('fr');
    expect(i18n.t('auth:relogin.title')).toBe((setUp.auth as { relogin: { title: string } }).relogin.title);
    expect(Object.keys(i18n.store.data.fr)).toEqual(expect.arrayContaining(shellNamespaces));
  });

  it('loads the screens part with the first screen beyond the shell', async () => {
    const screens = Object.keys(setUp).filter((ns) => !shellNamespaces.includes(ns));
    expect(screens).toContain('user');
    removeFrench([...screens, 'errors']);
    await changeLanguage('fr');
    await loadScreenTranslations();
    expect(Object.keys(i18n.store.data.fr).sort()).toEqual(Object.keys(setUp).sort());
    expect(i18n.getResourceBundle('fr', 'user')).toEqual(setUp.user);
    // errors.<feature>.json files are in the screens part and merge into `errors`.
    expect((i18n.getResourceBundle('fr', 'errors') as Record<string, unknown>).user).toEqual((setUp.errors as Record<string, unknown>).user);
  });

  it('loads the login part (the login and reset pages\' texts, the login errors) apart from the shell', async () => {
    const shell = namespacesOf((await import('virtual:locale-part/fr/shell')).default) as Record<string, Record<string, unknown>>;
    expect(shell.auth).not.toHaveProperty('login');
    expect(shell.auth).not.toHaveProperty('reset');
    expect(shell.auth).toHaveProperty('relogin');
    expect(shell.errors).not.toHaveProperty('auth');
    removeFrench(Object.keys(setUp));
    await changeLanguage('fr');
    await loadLoginTranslations();
    const auth = setUp.auth as { login: { submit: string }; forgot: object; reset: object };
    expect(i18n.t('auth:login.submit')).toBe(auth.login.submit);
    expect(i18n.getResourceBundle('fr', 'auth')).toEqual(expect.objectContaining({ login: auth.login, forgot: auth.forgot, reset: auth.reset }));
    expect((i18n.getResourceBundle('fr', 'errors') as Record<string, unknown>).auth).toEqual((setUp.errors as Record<string, unknown>).auth);
  });

  it("leaves a shell namespace's screen-only keys to the screens part (common.screens.json, notice.json)", async () => {
    const shell = namespacesOf((await import('virtual:locale-part/fr/shell')).default) as Record<string, Record<string, unknown>>;
    // The first pages read the bell's notice keys and common's shell keys, not the lists' pagination and date fields
    // nor the notice screen's texts.
    expect(Object.keys(shell.notice).sort()).toEqual(['bell', 'type']);
    expect(shell.common).not.toHaveProperty('pagination');
    expect(shell.common).not.toHaveProperty('dateField');
    expect(shell).not.toHaveProperty('profile');
    // With the screens part they are whole again, as the app has them once a screen loaded its texts.
    const screens = namespacesOf((await import('virtual:locale-part/fr/screens')).default) as Record<string, Record<string, unknown>>;
    expect({ ...shell.common, ...screens.common }).toEqual(setUp.common);
    expect({ ...shell.notice, ...screens.notice }).toEqual(setUp.notice);
    expect(i18n.getFixedT('fr', 'common')('pagination.total', { total: 3 })).toBe((setUp.common as { pagination: { total: string } }).pagination.total.replace('{{total}}', '3'));
  });
});
