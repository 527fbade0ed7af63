import { describe, expect, it } from 'vitest';
import { LANGUAGES, LIMITS } from '../constants/limits';
import { BUILT_IN_CONFIG_TEXTS } from '../i18n/built-in/configs';
import { BUILT_IN_DICT_TYPE_NAMES } from '../i18n/built-in/dict-types';
import { BUILT_IN_JOB_TEXTS } from '../i18n/built-in/jobs';
import { BUILT_IN_MONITOR_ITEM_NAMES } from '../i18n/built-in/monitor-items';
import { BUILT_IN_MONITOR_RULE_DESCRIPTIONS, BUILT_IN_MONITOR_RULE_NAMES, builtInMonitorRuleDescription, builtInMonitorRuleName } from '../i18n/built-in/monitor-rules';
import { BUILT_IN_ROLE_NAMES, builtInRoleName } from '../i18n/built-in/roles';
import { editedText, searchableTexts, shownText, type BuiltInText } from '../i18n/built-in/text';

/** Each table with the longest text its record's form accepts (a form saved unchanged must pass its schema). */
const TABLES: [string, readonly BuiltInText[], number][] = [
  ['role names', Object.values(BUILT_IN_ROLE_NAMES), LIMITS.nameMaxLength],
  ['dictionary type names', Object.values(BUILT_IN_DICT_TYPE_NAMES), 100],
  ['parameter names', Object.values(BUILT_IN_CONFIG_TEXTS).map((c) => c.name), 100],
  ['parameter remarks', Object.values(BUILT_IN_CONFIG_TEXTS).map((c) => c.remark), 500],
  ['job names', Object.values(BUILT_IN_JOB_TEXTS).map((j) => j.name), 64],
  ['job remarks', Object.values(BUILT_IN_JOB_TEXTS).map((j) => j.remark), 500],
  ['monitoring item names', Object.values(BUILT_IN_MONITOR_ITEM_NAMES), 50],
  ['lighting rule names', Object.values(BUILT_IN_MONITOR_RULE_NAMES).flatMap((rules) => Object.values(rules)), 50],
];

describe('built-in record names', () => {
  it.each(TABLES)('%s exist in every language, trimmed, within the field length, and are distinct in each language', (_, texts, max) => {
    for (const t of texts) {
      for (const lng of LANGUAGES) {
        expect(t[lng].length, `${t.en} in ${lng}`).toBeGreaterThan(0);
        expect(t[lng].length, `${t[lng]}`).toBeLessThanOrEqual(max);
        expect(t[lng].trim()).toBe(t[lng]);
      }
    }
    for (const lng of LANGUAGES) expect(new Set(texts.map((t) => t[lng].toLowerCase())).size, lng).toBe(texts.length);
  });

  it('lighting rule descriptions exist in every language, trimmed, within the field length, for rules that have a name', () => {
    for (const [itemCode, rules] of Object.entries(BUILT_IN_MONITOR_RULE_DESCRIPTIONS)) {
      for (const [ruleCode, t] of Object.entries(rules)) {
        expect(builtInMonitorRuleName({ reserved: true, itemCode }, ruleCode), `${itemCode}.${ruleCode}`).toBeDefined();
        for (const lng of LANGUAGES) {
          expect(t[lng].length, `${t.en} in ${lng}`).toBeGreaterThan(0);
          expect(t[lng].length, `${t[lng]}`).toBeLessThanOrEqual(200);
          expect(t[lng].trim()).toBe(t[lng]);
        }
      }
    }
  });

  it('shows the built-in text in the viewer language only while the record holds the English one', () => {
    const name = builtInRoleName({ builtIn: true, roleKey: 'orgAdmin' });
    expect(shownText(name, 'Administrator', 'fr')).toBe('Administrateur');
    expect(shownText(name, 'Administrator', 'zh-TW')).toBe('管理員');
    expect(shownText(name, 'Site managers', 'fr')).toBe('Site managers');
    expect(shownText(builtInRoleName({ builtIn: false, roleKey: 'orgAdmin' }), 'Administrator', 'fr')).toBe('Administrator');
    expect(builtInRoleName({ builtIn: true, roleKey: 'constructor' })).toBeUndefined();
    expect(searchableTexts(name, 'Administrator')).toEqual(['Administrator', 'Administrateur', '管理员', '管理員']);
    expect(searchableTexts(name, 'Site managers')).toEqual(['Site managers']);
  });

  it('finds a lighting rule name only on a reserved preset, by item and rule code', () => {
    expect(builtInMonitorRuleName({ reserved: true, itemCode: 'SELF_TEST_RESULT' }, 'PASS')?.fr).toBe('Autotest réussi');
    expect(builtInMonitorRuleName({ reserved: false, itemCode: 'SELF_TEST_RESULT' }, 'PASS')).toBeUndefined();
    expect(builtInMonitorRuleName({ reserved: true, itemCode: 'SELF_TEST_RESULT' }, 'toString')).toBeUndefined();
    expect(builtInMonitorRuleName({ reserved: true, itemCode: 'constructor' }, 'PASS')).toBeUndefined();
  });

  it('finds a lighting rule description only on a reserved preset, by item and rule code, shown in the viewer language until edited', () => {
    const fail = builtInMonitorRuleDescription({ reserved: true, itemCode: 'SELF_TEST_RESULT' }, 'FAIL');
    expect(fail?.fr).toBe('Le DAE a signalé un défaut lors de son autotest');
    expect(shownText(fail, 'The AED reported a fault in its self-test', 'zh-CN')).toBe('AED 自检报告了故障');
    expect(shownText(fail, 'Call the service', 'zh-CN')).toBe('Call the service');
    expect(editedText(fail, 'AED 自檢回報了故障')).toBe('The AED reported a fault in its self-test');
    expect(editedText(fail, 'Call the service')).toBe('Call the service');
    // a rule seeded without a description has none to translate: an empty one stays empty, a typed one as typed
    expect(builtInMonitorRuleDescription({ reserved: true, itemCode: 'SELF_TEST_RESULT' }, 'PASS')).toBeUndefined();
    expect(builtInMonitorRuleDescription({ reserved: false, itemCode: 'SELF_TEST_RESULT' }, 'FAIL')).toBeUndefined();
    expect(builtInMonitorRuleDescription({ reserved: true, itemCode: 'SELF_TEST_RESULT' }, 'toString')).toBeUndefined();
    expect(builtInMonitorRuleDescription({ reserved: true, itemCode: 'constructor' }, 'FAIL')).toBeUndefined();
  });

  it('stores the built-in text when an edit submits it in any language, and the user text otherwise', () => {
    const name = builtInRoleName({ builtIn: true, roleKey: 'orgAdmin' });
    expect(editedText(name, 'Administrateur')).toBe('Administrator');
    expect(editedText(name, ' 管理員 ')).toBe('Administrator');
    expect(editedText(name, 'Site managers')).toBe('Site managers');
    expect(editedText(undefined, 'Administrateur')).toBe('Administrateur');
  });
});
