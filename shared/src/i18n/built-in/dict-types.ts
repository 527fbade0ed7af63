import { entryOf, text, type BuiltInText } from './text';

/** Built-in dictionary types, by type key. */
export const BUILT_IN_DICT_TYPE_NAMES = {
  sys_user_sex: text('User gender', "Genre de l'utilisateur", '用户性别', '使用者性別'),
  sys_show_hide: text('Menu status', 'Statut du menu', '菜单状态', '選單狀態'),
  sys_normal_disable: text('System switch', 'Interrupteur système', '系统开关', '系統開關'),
  sys_job_status: text('Task status', 'Statut de la tâche', '任务状态', '任務狀態'),
  sys_job_group: text('Task group', 'Groupe de tâches', '任务组', '任務群組'),
  sys_yes_no: text('System yes/no', 'Oui/non système', '系统是否', '系統是否'),
  sys_notice_type: text('Notice type', "Type d'avis", '通知类型', '通知類型'),
  sys_notice_status: text('Notice status', "Statut de l'avis", '通知状态', '通知狀態'),
  sys_oper_type: text('Operation type', "Type d'opération", '操作类型', '操作類型'),
  sys_common_status: text('System status', 'Statut système', '系统状态', '系統狀態'),
  sys_dept_type: text('Organization type', "Type d'organisation", '组织类型', '組織類型'),
  sys_language: text('Language', 'Langue', '语言', '語言'),
} as const satisfies Record<string, BuiltInText>;

/** The built-in name of a dictionary type, by its key. */
export const builtInDictTypeName = (dictType: string): BuiltInText | undefined => entryOf<BuiltInText>(BUILT_IN_DICT_TYPE_NAMES, dictType);
