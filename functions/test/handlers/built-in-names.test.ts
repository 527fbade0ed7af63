/**
 * Built-in records (seeded roles, dictionary types, parameters, jobs and monitoring item presets) are answered in the
 * caller's language (Accept-Language, as the SPA sends it) in lists, pickers, details, exports and searches, until a
 * user renames them (docs/decisions/0038-built-in-record-names.md).
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_KEYS } from '@aed/shared/constants/limits';
import { adminToken, invoke, ADMIN_PASSWORD } from '../helpers';
import { expectError } from './support';
import { seed } from '../../src/seed/seed';
import { getRootConfig } from '../../src/data/access/config-reads';
import { ConfigEntity } from '../../src/data/entities/config-entity';

type Lng = 'en' | 'fr' | 'zh-CN' | 'zh-TW';
const lang = (language: Lng) => ({ 'accept-language': language });

/** The rows of a first sheet, cells as text. */
async function sheetRows(raw: { body?: string; isBase64Encoded?: boolean }): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(raw.body ?? '', raw.isBase64Encoded ? 'base64' : 'utf8') as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

describe('built-in record names in the caller language', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken();
  });

  describe('roles', () => {
    const page = async (language: Lng, query: Record<string, string> = {}) =>
      (await invoke('RolePage', { token, query: { limit: '50', ...query }, headers: lang(language) })).json.data.rows as { roleId: number; roleName: string }[];
    const nameOf = async (roleId: number, language: Lng) => (await invoke('RoleInfo', { token, query: { roleId: String(roleId) }, headers: lang(language) })).json.data.roleName;

    it('lists, details and the user form picker name built-in roles in French and Traditional Chinese', async () => {
      expect((await page('fr')).find((r) => r.roleId === 3)?.roleName).toBe('Administrateur');
      expect((await page('zh-TW')).find((r) => r.roleId === 8)?.roleName).toBe('唯讀管理員');
      expect((await page('en')).find((r) => r.roleId === 3)?.roleName).toBe('Administrator');
      expect(await nameOf(5, 'fr')).toBe('Opérateur (ordres de travail)');

      const options = (await invoke('RoleOptions', { token, query: { deptId: '100' }, headers: lang('zh-TW') })).json.data as { roleId: number; roleName: string }[];
      expect(options.find((r) => r.roleId === 7)?.roleName).toBe('使用者');
      const info = (await invoke('UserInfo', { token, headers: lang('fr') })).json.data.roles as { roleId: number; roleName: string }[];
      expect(info.find((r) => r.roleId === 7)?.roleName).toBe('Utilisateur');
    });

    it('finds a built-in role by the name the viewer sees, and exports that name', async () => {
      expect((await page('fr', { roleName: 'administrateur lecture' })).map((r) => r.roleId)).toEqual([8]);
      expect((await page('zh-TW', { roleName: '證書' })).map((r) => r.roleId)).toEqual([4]);
      const file = await invoke('RoleExport', { token, query: { roleName: '證書' }, headers: lang('zh-TW') });
      expect(file.status).toBe(200);
      expect((await sheetRows(file.raw)).flat()).toContain('證書管理員');
    });

    it('keeps the built-in name when a form saves it unchanged in French; a renamed role shows its new name everywhere', async () => {
      const shown = (await invoke('RoleInfo', { token, query: { roleId: '4' }, headers: lang('fr') })).json.data;
      const save = (roleName: string) =>
        invoke('RoleUpdate', { token, body: { roleId: 4, roleName, roleKey: shown.roleKey, roleSort: shown.roleSort, status: shown.status, menuIds: shown.menuIds, remark: shown.remark }, headers: lang('fr') });
      expect((await save(shown.roleName)).status).toBe(200);
      expect(await nameOf(4, 'en')).toBe('Certificate manager');
      expect(await nameOf(4, 'zh-TW')).toBe('證書管理員');

      expect((await save('Gestion des certificats')).status).toBe(200);
      for (const language of ['en', 'fr', 'zh-TW'] as const) expect(await nameOf(4, language)).toBe('Gestion des certificats');
      // typed back in any language, it is the built-in name again
      expect((await save('证书管理员')).status).toBe(200);
      expect(await nameOf(4, 'fr')).toBe('Gestionnaire des certificats');
    });

    it('refuses a custom role named like a built-in role in another language', async () => {
      expectError(await invoke('RoleAdd', { token, body: { roleName: 'Administrateur', roleKey: 'frenchAdmin' } }), 409, 'role.nameExists');
      expectError(await invoke('RoleAdd', { token, body: { roleName: '管理員', roleKey: 'twAdmin' } }), 409, 'role.nameExists');
    });
  });

  describe('dictionary types', () => {
    it('lists, details and the type switcher name built-in types in French and Traditional Chinese, and search by them', async () => {
      const rows = (await invoke('DictTypePage', { token, query: { limit: '50' }, headers: lang('fr') })).json.data.rows as { dictType: string; dictName: string }[];
      expect(rows.find((r) => r.dictType === 'sys_dept_type')?.dictName).toBe("Type d'organisation");
      const options = (await invoke('DictTypeOptions', { token, headers: lang('zh-TW') })).json.data as { dictType: string; dictName: string }[];
      expect(options.find((r) => r.dictType === 'sys_user_sex')?.dictName).toBe('使用者性別');
      expect((await invoke('DictTypeInfo', { token, query: { dictId: '12' }, headers: lang('zh-TW') })).json.data.dictName).toBe('語言');

      const found = (await invoke('DictTypePage', { token, query: { dictName: 'genre' }, headers: lang('fr') })).json.data.rows as { dictType: string }[];
      expect(found.map((r) => r.dictType)).toEqual(['sys_user_sex']);
    });

    it('keeps the built-in name when the form saves it unchanged in Traditional Chinese', async () => {
      const shown = (await invoke('DictTypeInfo', { token, query: { dictId: '6' }, headers: lang('zh-TW') })).json.data;
      expect(shown.dictName).toBe('系統是否');
      const res = await invoke('DictTypeUpdate', { token, body: { dictId: 6, dictName: shown.dictName, dictType: shown.dictType, status: shown.status, remark: 'kept' }, headers: lang('zh-TW') });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect((await invoke('DictTypeInfo', { token, query: { dictId: '6' }, headers: lang('fr') })).json.data).toMatchObject({ dictName: 'Oui/non système', remark: 'kept' });
    });
  });

  describe('parameters', () => {
    const rowsOf = async (language: Lng, query: Record<string, string> = {}) =>
      (await invoke('ConfigPage', { token, query: { limit: '50', ...query }, headers: lang(language) })).json.data.rows as { configKey: string; configName: string; remark: string }[];

    it('lists built-in parameters with their name and remark in French and Traditional Chinese', async () => {
      expect((await rowsOf('fr')).find((r) => r.configKey === CONFIG_KEYS.captchaEnabled)).toMatchObject({
        configName: 'Libre-service du compte - activation du captcha',
        remark: 'true affiche un captcha à la connexion, false le masque',
      });
      expect((await rowsOf('zh-TW')).find((r) => r.configKey === CONFIG_KEYS.sessionIdleMinutes)).toMatchObject({ configName: '工作階段 - 閒置逾時（分鐘）' });
    });

    it('finds a built-in parameter by its name in the viewer language (the search runs in DynamoDB)', async () => {
      expect((await rowsOf('fr', { configName: 'validité du mot de passe' })).map((r) => r.configKey)).toEqual([CONFIG_KEYS.passwordValidateDays]);
      expect((await rowsOf('zh-TW', { configName: '驗證碼' })).map((r) => r.configKey)).toEqual([CONFIG_KEYS.captchaEnabled]);
    });

    it('gives an installation seeded before the translations the names too (the seed refreshes them, once)', async () => {
      const item = (await getRootConfig(CONFIG_KEYS.sessionIdleMinutes))!;
      // as an earlier release wrote it: the English name only
      await ConfigEntity.patch({ configId: item.configId }).set({ nameSearch: item.configName.toLowerCase() }).go();
      expect(await rowsOf('fr', { configName: "délai d'inactivité" })).toEqual([]);
      await seed({ adminPassword: ADMIN_PASSWORD, captchaEnabled: false });
      expect((await rowsOf('fr', { configName: "délai d'inactivité" })).map((r) => r.configKey)).toEqual([CONFIG_KEYS.sessionIdleMinutes]);
      const after = (await getRootConfig(CONFIG_KEYS.sessionIdleMinutes))!;
      await seed({ adminPassword: ADMIN_PASSWORD, captchaEnabled: false });
      expect((await getRootConfig(CONFIG_KEYS.sessionIdleMinutes))!.updateTime).toBe(after.updateTime);
    });

    it('keeps the built-in name and remark when a French form saves a new value; a renamed parameter keeps its name', async () => {
      const shown = (await rowsOf('fr')).find((r) => r.configKey === CONFIG_KEYS.passwordValidateDays) as unknown as Record<string, unknown>;
      const save = (over: Record<string, unknown>) => invoke('ConfigUpdate', { token, body: { ...shown, configValue: '60', ...over }, headers: lang('fr') });
      expect((await save({})).status).toBe(200);
      expect((await rowsOf('zh-TW')).find((r) => r.configKey === CONFIG_KEYS.passwordValidateDays)).toMatchObject({ configName: '帳號自助 - 密碼有效期（天）', remark: '密碼過期前的天數；0 表示永不過期' });

      expect((await save({ configName: 'Durée de vie des mots de passe' })).status).toBe(200);
      expect((await rowsOf('zh-TW')).find((r) => r.configKey === CONFIG_KEYS.passwordValidateDays)?.configName).toBe('Durée de vie des mots de passe');
      expect(await rowsOf('fr', { configName: 'validité du mot de passe' })).toEqual([]);
      expect((await save({ configName: 'Account self-service - password validity (days)', configValue: '90' })).status).toBe(200);
    });
  });

  describe('jobs', () => {
    it('lists built-in jobs, their details, targets and runs in French and Traditional Chinese', async () => {
      const rows = (await invoke('JobPage', { token, query: { limit: '50' }, headers: lang('fr') })).json.data.rows as { jobId: number; jobName: string; remark: string }[];
      expect(rows.find((r) => r.jobId === 1)).toMatchObject({ jobName: 'Nettoyer les sessions expirées', remark: "Supprime les sessions dont le délai d'inactivité est dépassé" });
      expect((await invoke('JobInfo', { token, query: { jobId: '3' }, headers: lang('zh-TW') })).json.data.jobName).toBe('證書有效期檢查');
      const targets = (await invoke('JobTargets', { token, headers: lang('zh-TW') })).json.data as { name: string; description: string }[];
      expect(targets.find((t) => t.name === 'cleanExpiredCaptchas')?.description).toBe('刪除已過期的驗證碼');

      const found = (await invoke('JobPage', { token, query: { jobName: 'captchas' }, headers: lang('fr') })).json.data.rows as { jobId: number }[];
      expect(found.map((r) => r.jobId)).toEqual([2]);

      expect((await invoke('JobRun', { token, body: { jobId: 2 } })).status).toBe(200);
      const log = (await invoke('JobLogPage', { token, query: { jobName: '過期驗證碼' }, headers: lang('zh-TW') })).json.data.rows as { jobId: number; jobName: string }[];
      expect(log.length).toBeGreaterThan(0);
      expect(log.every((r) => r.jobId === 2 && r.jobName === '清理過期驗證碼')).toBe(true);
    });

    it('keeps the built-in name when a French form saves the job unchanged', async () => {
      const shown = (await invoke('JobInfo', { token, query: { jobId: '4' }, headers: lang('fr') })).json.data;
      const res = await invoke('JobUpdate', { token, body: shown, headers: lang('fr') });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect((await invoke('JobInfo', { token, query: { jobId: '4' }, headers: lang('zh-TW') })).json.data).toMatchObject({ jobName: '恢復背景任務', remark: '繼續執行已中斷的背景任務（日誌清理）' });
    });
  });

  describe('monitoring item presets', () => {
    it('lists reserved presets, their details and the device form options in French and Traditional Chinese', async () => {
      const rows = (await invoke('MonitorItemPage', { token, query: { limit: '50' }, headers: lang('fr') })).json.data.rows as { itemCode: string; itemName: string }[];
      expect(rows.find((r) => r.itemCode === 'BATTERY_VOLTAGE')?.itemName).toBe('Tension de la batterie (V)');
      const options = (await invoke('MonitorItemOptions', { token, headers: lang('zh-TW') })).json.data as { itemCode: string; itemName: string }[];
      expect(options.find((r) => r.itemCode === 'CABINET_TEMPERATURE')?.itemName).toBe('機櫃溫度讀數（°C）');
      expect((await invoke('MonitorItemInfo', { token, query: { itemId: '4' }, headers: lang('zh-TW') })).json.data.itemName).toBe('自檢結果（0 通過，1 失敗）');

      const found = (await invoke('MonitorItemPage', { token, query: { itemName: 'électrodes' }, headers: lang('fr') })).json.data.rows as { itemCode: string }[];
      expect(found.map((r) => r.itemCode)).toEqual(['PAD_EXPIRY_DAYS']);
    });

    it('names the lighting rules of reserved presets in the caller language (list, details), a renamed rule as typed', async () => {
      type Row = { itemCode: string; rules: { ruleCode: string; ruleName: string }[] };
      const rows = (await invoke('MonitorItemPage', { token, query: { limit: '50' }, headers: lang('fr') })).json.data.rows as Row[];
      expect(rows.find((r) => r.itemCode === 'BATTERY_VOLTAGE')?.rules.map((r) => r.ruleName)).toEqual(['Batterie épuisée', 'Batterie faible', 'Batterie normale']);
      expect(rows.find((r) => r.itemCode === 'SELF_TEST_RESULT')?.rules.map((r) => r.ruleName)).toEqual(['Code de résultat inconnu', 'Autotest réussi', 'Autotest échoué']);
      const zh = (await invoke('MonitorItemInfo', { token, query: { itemId: '2' }, headers: lang('zh-CN') })).json.data as Row;
      expect(zh.rules.map((r) => r.ruleName)).toEqual(['电极片已过期', '电极片 30 天内到期', '电极片有效']);
      const en = (await invoke('MonitorItemInfo', { token, query: { itemId: '2' }, headers: lang('en') })).json.data as Row;
      expect(en.rules.map((r) => r.ruleName)).toEqual(['Pads expired', 'Pads expire within 30 days', 'Pads valid']);

      // a French form saved with one rule renamed: the others keep their built-in names, the renamed one reads as typed everywhere
      const shown = (await invoke('MonitorItemInfo', { token, query: { itemId: '3' }, headers: lang('fr') })).json.data as Row;
      const body = { ...shown, rules: shown.rules.map((r) => (r.ruleCode === 'VALID' ? { ...r, ruleName: 'Batterie OK' } : r)) };
      const res = await invoke('MonitorItemUpdate', { token, body, headers: lang('fr') });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      for (const language of ['en', 'zh-TW'] as const) {
        const after = (await invoke('MonitorItemInfo', { token, query: { itemId: '3' }, headers: lang(language) })).json.data as Row;
        expect(after.rules.map((r) => r.ruleName)).toEqual(language === 'en' ? ['Battery expired', 'Battery expires within 60 days', 'Batterie OK'] : ['電池已過期', '電池 60 天內到期', 'Batterie OK']);
      }
    });

    it('describes the lighting rules of reserved presets in the caller language (list, details), an edited description as typed', async () => {
      type Row = { itemCode: string; rules: { ruleCode: string; ruleName: string; description: string }[] };
      const rows = (await invoke('MonitorItemPage', { token, query: { limit: '50' }, headers: lang('fr') })).json.data.rows as Row[];
      expect(rows.find((r) => r.itemCode === 'SELF_TEST_RESULT')?.rules.map((r) => r.description)).toEqual([
        'L’appareil a envoyé un code autre que 0 et 1',
        '',
        'Le DAE a signalé un défaut lors de son autotest',
      ]);
      const zh = (await invoke('MonitorItemInfo', { token, query: { itemId: '5' }, headers: lang('zh-CN') })).json.data as Row;
      expect(zh.rules.map((r) => r.description)).toEqual(['电极片和电池超出了工作温度范围', '', '', '', '电极片和电池超出了工作温度范围']);
      const en = (await invoke('MonitorItemInfo', { token, query: { itemId: '7' }, headers: lang('en') })).json.data as Row;
      expect(en.rules.map((r) => r.description)).toEqual(['', '', 'The AED left its installation site']);

      // a Traditional Chinese form saved with one description edited and one added: the others keep their built-in
      // descriptions (shown translated), the edited and the added ones read as typed in every language
      const shown = (await invoke('MonitorItemInfo', { token, query: { itemId: '7' }, headers: lang('zh-TW') })).json.data as Row;
      expect(shown.rules.map((r) => r.description)).toEqual(['', '', 'AED 已被移離其安裝地點']);
      const edited = (r: Row['rules'][number]) => (r.ruleCode === 'MOVED' ? { ...r, description: 'Check the cabinet' } : r);
      const res = await invoke('MonitorItemUpdate', { token, body: { ...shown, rules: shown.rules.map(edited) }, headers: lang('zh-TW') });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      const descriptionsIn = async (language: Lng) => ((await invoke('MonitorItemInfo', { token, query: { itemId: '7' }, headers: lang(language) })).json.data as Row).rules.map((r) => r.description);
      expect(await descriptionsIn('fr')).toEqual(['', 'Check the cabinet', 'Le DAE a quitté son site d’installation']);
      expect(await descriptionsIn('en')).toEqual(['', 'Check the cabinet', 'The AED left its installation site']);

      const again = (await invoke('MonitorItemInfo', { token, query: { itemId: '7' }, headers: lang('fr') })).json.data as Row;
      const renamed = (r: Row['rules'][number]) => (r.ruleCode === 'DISPLACED' ? { ...r, description: 'Call the site manager' } : r);
      expect((await invoke('MonitorItemUpdate', { token, body: { ...again, rules: again.rules.map(renamed) }, headers: lang('fr') })).status).toBe(200);
      expect(await descriptionsIn('zh-CN')).toEqual(['', 'Check the cabinet', 'Call the site manager']);
      expect(await descriptionsIn('en')).toEqual(['', 'Check the cabinet', 'Call the site manager']);
    });

    it('keeps the reserved name when a French form saves it unchanged, and refuses a preset named like one in any language', async () => {
      const shown = (await invoke('MonitorItemInfo', { token, query: { itemId: '1' }, headers: lang('fr') })).json.data;
      const res = await invoke('MonitorItemUpdate', { token, body: shown, headers: lang('fr') });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      expect((await invoke('MonitorItemInfo', { token, query: { itemId: '1' }, headers: lang('zh-TW') })).json.data.itemName).toBe('電池電壓（V）');
      const rulesIn = async (language: Lng) => ((await invoke('MonitorItemInfo', { token, query: { itemId: '1' }, headers: lang(language) })).json.data.rules as { ruleName: string }[]).map((r) => r.ruleName);
      expect(await rulesIn('zh-TW')).toEqual(['電池電量耗盡', '電池電量低', '電池電量正常']);
      // the descriptions the French form sent back unchanged stay the built-in ones too
      const descriptions = ((await invoke('MonitorItemInfo', { token, query: { itemId: '1' }, headers: lang('zh-TW') })).json.data.rules as { description: string }[]).map((r) => r.description);
      expect(descriptions).toEqual(['AED 可能無法電擊除顫：請立即更換電池', '請安排更換電池', '']);

      const rules = [{ ruleCode: 'ANY', ruleName: 'Any', lowerLimit: '', upperLimit: '', lightColour: 'green' }];
      expectError(await invoke('MonitorItemAdd', { token, body: { itemCode: 'MY_VOLTAGE', itemName: 'Tension de la batterie (V)', itemType: '1', rules } }), 409, 'monitorItem.nameExists');
    });
  });
});
