import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@aed/shared/errors/codes';
import { LANGUAGES } from '@aed/shared/constants/limits';

type Tree = { [key: string]: string | Tree };

const files = import.meta.glob<{ default: Tree }>('./*/*.json', { eager: true });
const byLanguage: Record<string, Record<string, Tree>> = {};
for (const [file, mod] of Object.entries(files)) {
  const [, lng, name] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  const ns = name.split('.')[0]; // errors.<feature>.json merges into errors, as lib/i18n.ts does
  (byLanguage[lng] ??= {})[ns] = { ...byLanguage[lng]?.[ns], ...mod.default };
}

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

function lookup(tree: Tree | undefined, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), tree);
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const OTHERS = LANGUAGES.filter((l) => l !== 'en');
const NAMESPACES = Object.keys(byLanguage.en ?? {});
const SHELL_NAMESPACES = ['common', 'errors', 'auth', 'layout', 'profile'];

describe('locales', () => {
  it('has every shell namespace in every language', () => {
    for (const lng of LANGUAGES) {
      for (const ns of SHELL_NAMESPACES) expect(byLanguage[lng]?.[ns], `${lng}/${ns}.json`).toBeTypeOf('object');
    }
  });

  it.each(LANGUAGES)('translates every error code in %s', (lng) => {
    const missing = [...ERROR_CODES, 'common.network'].filter((code) => typeof lookup(byLanguage[lng]?.errors, code) !== 'string');
    expect(missing).toEqual([]);
  });

  it.each(OTHERS)('has every key of every en namespace in %s, with the same placeholders', (lng) => {
    const problems: string[] = [];
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    for (const ns of NAMESPACES) {
      for (const [key, en] of leaves(byLanguage.en[ns])) {
        // Plural forms follow each language's rules (Chinese has only `_other`); `_one` and `_other` are required where they exist.
        const plural = PLURAL_SUFFIX.exec(key);
        if (plural && (!['one', 'other'].includes(plural[1]) || !categories.includes(plural[1] as Intl.LDMLPluralRule))) continue;
        const value = lookup(byLanguage[lng]?.[ns], key);
        if (typeof value !== 'string' || value.trim() === '') problems.push(`missing ${lng}/${ns}:${key}`);
        else if (placeholders(value).join() !== placeholders(en).join()) problems.push(`placeholders differ ${lng}/${ns}:${key}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('translates the shell rather than copying English', () => {
    for (const lng of OTHERS) {
      for (const ns of SHELL_NAMESPACES) {
        const pairs = leaves(byLanguage.en[ns]).filter(([, en]) => en.length > 12);
        const copied = pairs.filter(([key, en]) => lookup(byLanguage[lng][ns], key) === en).map(([key]) => `${lng}/${ns}:${key}`);
        expect(copied).toEqual([]);
      }
    }
  });

  it('says "Edit", the product\'s word, never "Modify" in English (titles, buttons, hints)', () => {
    const modify = NAMESPACES.flatMap((ns) => leaves(byLanguage.en[ns]).filter(([, en]) => /\bmodify\b/i.test(en)).map(([key, en]) => `en/${ns}:${key} "${en}"`));
    expect(modify).toEqual([]);
  });

  // A row checkbox selects with one verb per Chinese locale: 選取 in Taiwan (選擇 is choosing from a list, 選中 is
  // mainland usage), 选择 in mainland Chinese.
  it.each([
    ['zh-TW', '選取', /選擇|選中/],
    ['zh-CN', '选择', /选中|选取/],
  ])('names the row checkboxes (selectAll / selectRow) with one verb in %s', (lng, verb, other) => {
    const odd = Object.entries(byLanguage[lng]).flatMap(([ns, tree]) =>
      leaves(tree)
        .filter(([key]) => /(^|\.)(selectAll|selectRow)$/.test(key))
        .filter(([, text]) => !text.startsWith(verb) || other.test(text))
        .map(([key, text]) => `${lng}/${ns}:${key} "${text}"`),
    );
    expect(odd).toEqual([]);
    // and every namespace that has such checkboxes was looked at
    expect(Object.values(byLanguage[lng]).flatMap((tree) => leaves(tree).filter(([key]) => /(^|\.)selectRow$/.test(key))).length).toBeGreaterThan(5);
  });

  it('says "selected" rows as 選取 in zh-TW, never the mainland 選中', () => {
    const odd = Object.entries(byLanguage['zh-TW']).flatMap(([ns, tree]) => leaves(tree).filter(([, text]) => text.includes('選中')).map(([key, text]) => `zh-TW/${ns}:${key} "${text}"`));
    expect(odd).toEqual([]);
  });

  it('says a record as 紀錄 in zh-TW, never 記錄 (one form everywhere, Taiwan usage)', () => {
    const odd = Object.entries(byLanguage['zh-TW']).flatMap(([ns, tree]) => leaves(tree).filter(([, text]) => text.includes('記錄')).map(([key, text]) => `zh-TW/${ns}:${key} "${text}"`));
    expect(odd).toEqual([]);
  });

  it('says "all" in French in the gender of the filter it heads (Toutes for a feminine label)', () => {
    const fr = byLanguage.fr!;
    // feminine labels: une organisation, une échéance, une langue
    expect([lookup(fr.qr, 'list.org'), lookup(fr.qr, 'list.allOrgs')]).toEqual(['Organisation', 'Toutes']);
    expect([lookup(fr.sale, 'search.dueWithin'), lookup(fr.sale, 'search.allDue')]).toEqual(['Échéance du loyer', 'Toutes']);
    expect([lookup(fr.dict, 'fields.language'), lookup(fr.dict, 'search.allLanguages')]).toEqual(['Langue', 'Toutes']);
    // the jobs' filters are masculine (groupe, statut, résultat)
    expect(lookup(fr.job, 'search.all')).toBe('Tous');
  });

  // Permission names (the role dialog's tree, the Menus list): the built-in buttons' (layout `menuButton`) and each
  // feature's own (`menu`, but its screen `title`) read as noun phrases in French ("Consultation des appareils",
  // "Ajout de région"), never as verbs ("Consulter les types de produit", "Ajouter un modèle").
  const FRENCH_VERB = /^(Consulter|Ajouter|Modifier|Supprimer|Exporter|Importer|Installer|Retirer|Activer|Désactiver|Réinitialiser|Déverrouiller|Forcer|Déconnecter|Répartir|Traiter|Télécharger|Prévisualiser|Changer|Gérer)\b/;
  it('names permissions in one style in French: noun phrases, not verbs', () => {
    const names = Object.entries(byLanguage.fr).flatMap(([ns, tree]) => [
      ...leaves((lookup(tree, 'menuButton') as Tree | undefined) ?? {}).map(([key, text]) => [`${ns}:menuButton.${key}`, text]),
      // layout's `menu` holds the screens' titles, not permissions
      ...leaves(ns !== 'layout' && typeof tree.menu === 'object' ? tree.menu : {})
        .filter(([key]) => key !== 'title')
        .map(([key, text]) => [`${ns}:menu.${key}`, text]),
    ]);
    expect(names.length).toBeGreaterThan(100);
    const verbs = names.filter(([, text]) => FRENCH_VERB.test(text)).map(([key, text]) => `fr/${key} "${text}"`);
    expect(verbs).toEqual([]);
  });

  it('says a change succeeded in one wording in English', () => {
    const odd = NAMESPACES.flatMap((ns) => leaves(byLanguage.en[ns]).filter(([, en]) => /^modification successful/i.test(en)).map(([key, en]) => `en/${ns}:${key} "${en}"`));
    expect(odd).toEqual([]);
  });
  it('says a password confirmation that differs in one wording, that the two entries differ (not that a password is wrong)', () => {
    for (const lng of LANGUAGES) {
      const own = lookup(byLanguage[lng].auth, 'password.mismatch');
      expect(lookup(byLanguage[lng].user, 'resetPwd.mismatch'), lng).toBe(own);
    }
    expect(lookup(byLanguage.en.auth, 'password.mismatch')).toBe('The two passwords do not match');
    expect(lookup(byLanguage.fr.auth, 'password.mismatch')).toBe('Les deux mots de passe ne correspondent pas');
  });

  it('names the login field in its required message the way its label does', () => {
    for (const lng of LANGUAGES) {
      const label = String(lookup(byLanguage[lng].auth, 'login.username')).toLowerCase();
      expect(String(lookup(byLanguage[lng].errors, 'auth.usernameRequired')).toLowerCase(), lng).toContain(label);
    }
  });

  it('names push notification the same on the lighting rules and on notify persons', () => {
    for (const lng of LANGUAGES) expect(lookup(byLanguage[lng].monitorItem, 'rules.pushNotify'), lng).toBe(lookup(byLanguage[lng].notify, 'channels.push') ?? lookup(byLanguage[lng].notify, 'push'));
  });
  it('titles every delete confirmation alike (its body names the item)', () => {
    for (const lng of LANGUAGES) {
      // a handler's "delete" removes an assignment, not a record: it says so ("Confirm removal"), for one or many
      const titles = NAMESPACES.filter((ns) => ns !== 'handler').flatMap((ns) => leaves(byLanguage[lng][ns]).filter(([key]) => /^(delete\.title|common\.deleteTitle)$/.test(key)).map(([key, text]) => `${ns}:${key} ${text}`));
      expect(titles.length, lng).toBeGreaterThan(15);
      expect(new Set(titles.map((t) => t.split(' ').slice(1).join(' '))).size, `${lng}: ${titles.join(' | ')}`).toBe(1);
    }
  });
  it('names the notices screen alike in the menu, on the screen and in the bell', () => {
    for (const lng of LANGUAGES) {
      const menu = lookup(byLanguage[lng].layout, 'menu.notice');
      expect([lookup(byLanguage[lng].notice, 'title'), lookup(byLanguage[lng].notice, 'bell.title')], lng).toEqual([menu, menu]);
    }
    // fr: "avis" throughout (its notice types are Notification and Annonce)
    expect(leaves(byLanguage.fr.layout).filter(([key, text]) => key.includes('notice') && /annonce/i.test(text))).toEqual([]);
  });
  it('names scheduled jobs one way in English (the menu, the screen, its dialogs and permissions say "job")', () => {
    expect(lookup(byLanguage.en.layout, 'menu.job')).toBe('Scheduled jobs');
    expect(lookup(byLanguage.en.job, 'title')).toBe('Scheduled jobs');
    const tasks = leaves(byLanguage.en.job).filter(([, text]) => /\btasks?\b/i.test(text));
    expect(tasks).toEqual([]);
  });
  it('names an organization one way in Chinese (组织 / 組織, never 机构 or 组织机构), also in the server labels', () => {
    for (const lng of ['zh-CN', 'zh-TW']) {
      const mixed = NAMESPACES.flatMap((ns) => leaves(byLanguage[lng][ns] ?? {}).filter(([, text]) => /机构|機構/.test(text)).map(([key]) => `${ns}:${key}`));
      expect(mixed, lng).toEqual([]);
    }
    const serverLabels = Object.values(import.meta.glob<string>('../../../shared/src/i18n/*.ts', { eager: true, query: '?raw', import: 'default' }));
    expect(serverLabels.length).toBeGreaterThan(2);
    expect(serverLabels.filter((text) => /机构|機構/.test(text))).toEqual([]);
  });
  it('uses one verb in the add titles and one phrasing for expand and collapse all in Chinese', () => {
    const verbs: Record<string, string> = { 'zh-CN': '新增', 'zh-TW': '新增' };
    for (const [lng, verb] of Object.entries(verbs)) {
      const titles = NAMESPACES.flatMap((ns) => leaves(byLanguage[lng][ns] ?? {}).filter(([key]) => /(^|\.)addTitle$/.test(key)).map(([, text]) => text));
      expect(titles.length, lng).toBeGreaterThan(15);
      expect(titles.filter((text) => !text.startsWith(verb)), lng).toEqual([]);
      for (const key of ['expandAll', 'collapseAll']) {
        const texts = new Set(NAMESPACES.flatMap((ns) => leaves(byLanguage[lng][ns] ?? {}).filter(([k]) => k.endsWith(`.${key}`) || k === key).map(([, text]) => text)));
        expect([...texts], `${lng} ${key}`).toHaveLength(1);
      }
    }
  });
  it('puts each language\'s own colon between a label and its value (no component hard-codes ": " after a translated label)', () => {
    expect(lookup(byLanguage['zh-CN'].common, 'labelValue')).toBe('{{label}}：{{value}}');
    expect(lookup(byLanguage.fr.common, 'labelValue')).toBe('{{label}} : {{value}}');
    const sources = import.meta.glob<string>('../**/*.tsx', { eager: true, query: '?raw', import: 'default' });
    const hardCoded = Object.entries(sources).filter(([file, text]) => !file.endsWith('.test.tsx') && /\bt\([^)]*\)\}:\s/.test(text)).map(([file]) => file);
    expect(hardCoded).toEqual([]);
  });
  it('says an empty list in one pattern per situation in Chinese: nothing found (查無 / 未找到), nothing yet (尚無 / 暂无)', () => {
    const patterns: Record<string, { found: RegExp; yet: RegExp }> = { 'zh-TW': { found: /^查無/, yet: /^尚無/ }, 'zh-CN': { found: /^未找到/, yet: /^暂无/ } };
    let checked = 0;
    for (const ns of NAMESPACES) {
      for (const [key, en] of leaves(byLanguage.en[ns]).filter(([k]) => /(^|\.)empty$/.test(k))) {
        const kind = /^No .+ found$/.test(en) ? 'found' : /^No .+ yet\b/.test(en) ? 'yet' : undefined;
        if (!kind) continue;
        checked++;
        for (const [lng, pattern] of Object.entries(patterns)) expect(String(lookup(byLanguage[lng][ns], key)), `${lng}/${ns}:${key}`).toMatch(pattern[kind]);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
