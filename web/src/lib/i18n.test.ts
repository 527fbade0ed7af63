import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, namespacesOf } from './i18n';

describe('i18n', () => {
  it('merges <namespace>.<part>.json into <namespace>', () => {
    const namespaces = namespacesOf({
      './errors.json': { common: { internal: 'Failed' } },
      './errors.user.json': { user: { exists: 'Taken' } },
      './auth.json': { login: { title: 'Log in' } },
    });
    expect(namespaces).toEqual({ errors: { common: { internal: 'Failed' }, user: { exists: 'Taken' } }, auth: { login: { title: 'Log in' } } });
  });

  it('loads a language that is not in yet before switching to it', async () => {
    // The test set-up loads every language; take French out as a page that never used it would be.
    const french = Object.fromEntries(Object.keys(i18n.store.data.fr).map((ns) => [ns, i18n.getResourceBundle('fr', ns) as object]));
    for (const ns of Object.keys(french)) i18n.removeResourceBundle('fr', ns);
    expect(i18n.hasResourceBundle('fr', 'auth')).toBe(false);

    const switching = changeLanguage('fr');
    // Nothing switches before French is in: the page keeps its language meanwhile.
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('fr');
    expect(i18n.t('auth:login.submit')).toBe('Se connecter');
    // The chunk gives back every namespace the set-up had.
    expect(Object.keys(i18n.store.data.fr).sort()).toEqual(Object.keys(french).sort());
  });
});
