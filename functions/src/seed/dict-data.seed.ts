/**
 * Values of the seeded dictionary types in the four languages (codes are fixed: re-seeding never duplicates).
 * Each entry: value, sort, list class, and the label in en, fr, zh-CN, zh-TW.
 */
import { LANGUAGES, type Language } from '@aed/shared/constants/limits';
import type { DICT_LIST_CLASSES } from '@aed/shared/schemas/dict';
import { ensureDictData, ensureDictType } from '../data/access/dicts';
import { ensureSequenceAtLeast } from '../data/access/ids';

type ListClass = (typeof DICT_LIST_CLASSES)[number];
type Labels = readonly [en: string, fr: string, zhCN: string, zhTW: string];
type Value = readonly [value: string, listClass: ListClass, labels: Labels];

const VALUES: Record<string, readonly Value[]> = {
  sys_user_sex: [
    ['0', '', ['Male', 'Homme', '男', '男']],
    ['1', '', ['Female', 'Femme', '女', '女']],
    ['2', '', ['Confidential', 'Non précisé', '保密', '保密']],
  ],
  sys_show_hide: [
    ['0', 'primary', ['Show', 'Afficher', '显示', '顯示']],
    ['1', 'danger', ['Hide', 'Masquer', '隐藏', '隱藏']],
  ],
  sys_normal_disable: [
    ['0', 'primary', ['Normal', 'Normal', '正常', '正常']],
    ['1', 'danger', ['Disabled', 'Désactivé', '停用', '停用']],
  ],
  sys_job_status: [
    ['0', 'primary', ['Normal', 'Normal', '正常', '正常']],
    ['1', 'danger', ['Paused', 'En pause', '暂停', '暫停']],
  ],
  sys_job_group: [
    ['DEFAULT', '', ['Default', 'Par défaut', '默认', '預設']],
    ['SYSTEM', '', ['System', 'Système', '系统', '系統']],
  ],
  sys_yes_no: [
    ['Y', 'primary', ['Yes', 'Oui', '是', '是']],
    ['N', 'danger', ['No', 'Non', '否', '否']],
  ],
  sys_notice_type: [
    ['1', 'warning', ['Notification', 'Notification', '通知', '通知']],
    ['2', 'success', ['Announcement', 'Annonce', '公告', '公告']],
  ],
  sys_notice_status: [
    ['0', 'primary', ['Normal', 'Normal', '正常', '正常']],
    ['1', 'danger', ['Closed', 'Fermé', '关闭', '關閉']],
  ],
  sys_oper_type: [
    ['add', 'info', ['Add', 'Ajout', '新增', '新增']],
    ['update', 'info', ['Update', 'Modification', '修改', '修改']],
    ['delete', 'danger', ['Delete', 'Suppression', '删除', '刪除']],
    ['authorize', 'primary', ['Authorize', 'Autorisation', '授权', '授權']],
    ['export', 'warning', ['Export', 'Exportation', '导出', '匯出']],
    ['import', 'warning', ['Import', 'Importation', '导入', '匯入']],
    ['forceLogout', 'danger', ['Force logout', 'Déconnexion forcée', '强退', '強制登出']],
    ['genCode', 'warning', ['Generate code', 'Génération de code', '生成代码', '產生程式碼']],
    ['clean', 'danger', ['Clear data', 'Effacement des données', '清空数据', '清除資料']],
    ['other', 'info', ['Other', 'Autre', '其他', '其他']],
  ],
  sys_common_status: [
    ['0', 'primary', ['Success', 'Succès', '成功', '成功']],
    ['1', 'danger', ['Failure', 'Échec', '失败', '失敗']],
  ],
  sys_dept_type: [
    ['0', 'primary', ['Agent', 'Distributeur', '代理商', '代理商']],
    ['2', 'success', ['Customer', 'Client', '终端客户', '終端客戶']],
  ],
  sys_language: [
    ['en', '', ['English', 'Anglais', '英语', '英語']],
    ['fr', '', ['French', 'Français', '法语', '法語']],
    ['zh-CN', '', ['Simplified Chinese', 'Chinois simplifié', '简体中文', '簡體中文']],
    ['zh-TW', '', ['Traditional Chinese', 'Chinois traditionnel', '繁体中文', '繁體中文']],
  ],
};

export interface SeedDictData {
  dictCode: number;
  dictType: string;
  dictValue: string;
  dictLabel: string;
  dictSort: number;
  language: Language;
  listClass: ListClass;
}

/** Codes: type index * 40 + value index * 4 + language index + 1 (at most 10 values a type), all below the sequence floor. */
export const SEED_DICT_DATA: SeedDictData[] = Object.entries(VALUES).flatMap(([dictType, values], typeIndex) =>
  values.flatMap(([dictValue, listClass, labels], valueIndex) =>
    LANGUAGES.map((language, langIndex) => ({
      dictCode: typeIndex * 40 + valueIndex * 4 + langIndex + 1,
      dictType,
      dictValue,
      dictLabel: labels[langIndex],
      dictSort: valueIndex + 1,
      language,
      listClass,
    })),
  ),
);

/** Seeds the dictionary types (with their key markers) and their values; create-if-absent throughout. */
export async function seedDictionaries(
  types: readonly { dictId: number; dictName: string; dictType: string }[],
  now: string,
  floor: number,
): Promise<void> {
  for (const t of types) await ensureDictType({ ...t, status: '0', remark: '', createBy: 'system', createTime: now, updateBy: 'system', updateTime: now });
  for (const d of SEED_DICT_DATA) {
    await ensureDictData({ ...d, status: '0', cssClass: '', remark: '', createBy: 'system', createTime: now, updateBy: 'system', updateTime: now });
  }
  await ensureSequenceAtLeast('dictData', floor);
}
