/**
 * The names (and parameter / job remarks) of the records the platform seeds, in every language
 * (docs/decisions/0038-built-in-record-names.md). The seed stores the English text; the server answers a built-in
 * record in the caller's language while the record still holds that English text. Once a user changes the text,
 * theirs is stored and shown in every language. Plain data the server imports, like export-labels.ts.
 */
import { CONFIG_KEYS, type Language } from '../constants/limits';

/** One built-in text in every language; `en` is the text the seed stores. */
export type BuiltInText = Readonly<Record<Language, string>>;

const text = (en: string, fr: string, zhCN: string, zhTW: string): BuiltInText => ({ en, fr, 'zh-CN': zhCN, 'zh-TW': zhTW });

/** Built-in roles, by role code (codes of built-in roles never change). At most 30 characters each (role names). */
export const BUILT_IN_ROLE_NAMES = {
  admin: text('System super administrator', 'Super administrateur système', '系统超级管理员', '系統超級管理員'),
  opsAdmin: text('Operations administrator', 'Administrateur des opérations', '运维管理员', '維運管理員'),
  orgAdmin: text('Administrator', 'Administrateur', '管理员', '管理員'),
  certManager: text('Certificate manager', 'Gestionnaire des certificats', '证书管理员', '證書管理員'),
  operator: text('Operator (work-order handler)', 'Opérateur (ordres de travail)', '操作员（工单处理）', '操作員（工單處理）'),
  superuser: text('Superuser', 'Super-utilisateur', '超级用户', '超級使用者'),
  user: text('User', 'Utilisateur', '用户', '使用者'),
  readonlyAdmin: text('Read-only administrator', 'Administrateur lecture seule', '只读管理员', '唯讀管理員'),
  operationAdmin: text('Operation administrator', "Administrateur d'exploitation", '运营管理员', '營運管理員'),
} as const satisfies Record<string, BuiltInText>;

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

/** Built-in parameters of the root organization, by key: name (at most 100 characters) and remark. */
export const BUILT_IN_CONFIG_TEXTS = {
  [CONFIG_KEYS.captchaEnabled]: {
    name: text('Account self-service - captcha switch', 'Libre-service du compte - activation du captcha', '账号自助 - 验证码开关', '帳號自助 - 驗證碼開關'),
    remark: text(
      'true shows a captcha at login, false hides it',
      'true affiche un captcha à la connexion, false le masque',
      'true 时登录显示验证码，false 时不显示',
      'true 時登入顯示驗證碼，false 時不顯示',
    ),
  },
  [CONFIG_KEYS.passwordValidateDays]: {
    name: text('Account self-service - password validity (days)', 'Libre-service du compte - validité du mot de passe (jours)', '账号自助 - 密码有效期（天）', '帳號自助 - 密碼有效期（天）'),
    remark: text(
      'Days before a password expires; 0 means never',
      "Jours avant l'expiration d'un mot de passe ; 0 signifie jamais",
      '密码过期前的天数；0 表示永不过期',
      '密碼過期前的天數；0 表示永不過期',
    ),
  },
  [CONFIG_KEYS.sessionIdleMinutes]: {
    name: text('Session - idle timeout (minutes)', "Session - délai d'inactivité (minutes)", '会话 - 空闲超时（分钟）', '工作階段 - 閒置逾時（分鐘）'),
    remark: text(
      'A session ends after this many minutes without requests',
      'Une session se termine après ce nombre de minutes sans requête',
      '会话在无请求达到该分钟数后结束',
      '工作階段在無請求達到該分鐘數後結束',
    ),
  },
  'consumable.warnDays': {
    name: text('Consumables - expiring warning (days)', 'Consommables - alerte avant expiration (jours)', '耗材 - 到期预警（天）', '耗材 - 到期預警（天）'),
    remark: text(
      'Days before its expiry date an accessory or consumable is shown as expiring (0-365)',
      "Jours avant sa date d'expiration à partir desquels un accessoire ou un consommable est signalé comme expirant (0-365)",
      '配件或耗材在到期日前多少天显示为即将到期（0-365）',
      '配件或耗材在到期日前多少天顯示為即將到期（0-365）',
    ),
  },
} as const satisfies Record<string, { name: BuiltInText; remark: BuiltInText }>;

/** Built-in jobs, by the registered job they run: name (at most 64 characters) and remark (the job's description). */
export const BUILT_IN_JOB_TEXTS = {
  cleanExpiredSessions: {
    name: text('Clean expired sessions', 'Nettoyer les sessions expirées', '清理过期会话', '清理過期工作階段'),
    remark: text('Remove sessions past their idle expiry', "Supprime les sessions dont le délai d'inactivité est dépassé", '删除已超过空闲期限的会话', '刪除已超過閒置期限的工作階段'),
  },
  cleanExpiredCaptchas: {
    name: text('Clean expired captchas', 'Nettoyer les captchas expirés', '清理过期验证码', '清理過期驗證碼'),
    remark: text('Remove captchas past their expiry', 'Supprime les captchas expirés', '删除已过期的验证码', '刪除已過期的驗證碼'),
  },
  certificateValidityCheck: {
    name: text('Certificate validity check', 'Contrôle de validité des certificats', '证书有效期检查', '證書有效期檢查'),
    remark: text(
      'Message users whose certificate is expiring (params: days ahead, default 30) or overdue',
      "Prévient les utilisateurs dont le certificat expire bientôt (paramètre : jours d'avance, 30 par défaut) ou a expiré",
      '提醒证书即将到期（参数：提前天数，默认 30）或已过期的用户',
      '提醒證書即將到期（參數：提前天數，預設 30）或已過期的使用者',
    ),
  },
  resumeBackgroundTasks: {
    name: text('Resume background tasks', "Reprendre les tâches d'arrière-plan", '恢复后台任务', '恢復背景任務'),
    remark: text(
      'Continue background tasks (log cleans) whose worker stopped',
      "Poursuit les tâches d'arrière-plan (nettoyages de journaux) dont le traitement s'est arrêté",
      '继续执行已中断的后台任务（日志清理）',
      '繼續執行已中斷的背景任務（日誌清理）',
    ),
  },
} as const satisfies Record<string, { name: BuiltInText; remark: BuiltInText }>;

/** Reserved monitoring item presets, by item code. At most 50 characters each (preset names). */
export const BUILT_IN_MONITOR_ITEM_NAMES = {
  BATTERY_VOLTAGE: text('Battery voltage (V)', 'Tension de la batterie (V)', '电池电压（V）', '電池電壓（V）'),
  PAD_EXPIRY_DAYS: text('Days until the electrode pads expire', "Jours avant l'expiration des électrodes", '电极片距到期天数', '電極片距到期天數'),
  BATTERY_EXPIRY_DAYS: text('Days until the battery expires', "Jours avant l'expiration de la batterie", '电池距到期天数', '電池距到期天數'),
  SELF_TEST_RESULT: text('Self-test result (0 pass, 1 fail)', "Résultat de l'autotest (0 réussi, 1 échec)", '自检结果（0 通过，1 失败）', '自檢結果（0 通過，1 失敗）'),
  CABINET_TEMPERATURE: text('Cabinet temperature readings (°C)', 'Relevés de température du boîtier (°C)', '机柜温度读数（°C）', '機櫃溫度讀數（°C）'),
  CONSUMABLE_EXPIRY_DAYS: text('Days until each consumable expires', "Jours avant l'expiration de chaque consommable", '各耗材距到期天数', '各耗材距到期天數'),
  DISPLACEMENT_METRES: text('Distance from the installed position (m)', "Distance à l'emplacement d'installation (m)", '与安装位置的距离（m）', '與安裝位置的距離（m）'),
} as const satisfies Record<string, BuiltInText>;

const entryOf = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** The built-in name of a role, if it is one of the platform's seeded roles. */
export const builtInRoleName = (role: { builtIn?: boolean; roleKey: string }): BuiltInText | undefined =>
  role.builtIn ? entryOf<BuiltInText>(BUILT_IN_ROLE_NAMES, role.roleKey) : undefined;

/** The built-in name of a dictionary type, by its key. */
export const builtInDictTypeName = (dictType: string): BuiltInText | undefined => entryOf<BuiltInText>(BUILT_IN_DICT_TYPE_NAMES, dictType);

/** The built-in texts of a parameter: only the root organization's parameters of a seeded key have them. */
export const builtInConfigTexts = (config: { deptId: number; configKey: string }, rootDeptId: number): { name: BuiltInText; remark: BuiltInText } | undefined =>
  config.deptId === rootDeptId ? entryOf<{ name: BuiltInText; remark: BuiltInText }>(BUILT_IN_CONFIG_TEXTS, config.configKey) : undefined;

/** The built-in texts of a job: only the system group's jobs (seeded, one per registered job) have them. */
export const builtInJobTexts = (job: { jobGroup: string; invokeTarget: string }): { name: BuiltInText; remark: BuiltInText } | undefined =>
  job.jobGroup === 'system' ? entryOf<{ name: BuiltInText; remark: BuiltInText }>(BUILT_IN_JOB_TEXTS, job.invokeTarget) : undefined;

/** The built-in name of a monitoring item preset: only reserved presets have one. */
export const builtInMonitorItemName = (item: { reserved?: boolean; itemCode: string }): BuiltInText | undefined =>
  item.reserved ? entryOf<BuiltInText>(BUILT_IN_MONITOR_ITEM_NAMES, item.itemCode) : undefined;

/** Does the record still hold its built-in text (the English one the seed stored)? */
export const holdsBuiltInText = (builtIn: BuiltInText | undefined, stored: string): builtIn is BuiltInText => !!builtIn && stored === builtIn.en;

/** What a viewer reading `language` sees: the built-in text in that language while the record holds it, else the stored text. */
export const shownText = (builtIn: BuiltInText | undefined, stored: string, language: Language): string =>
  holdsBuiltInText(builtIn, stored) ? builtIn[language] : stored;

/** The texts a search matches: the built-in text in every language while the record holds it, else the stored text. */
export const searchableTexts = (builtIn: BuiltInText | undefined, stored: string): string[] =>
  holdsBuiltInText(builtIn, stored) ? [...new Set(Object.values(builtIn))] : [stored];

/**
 * The text an edit stores. A form shows a built-in text in its viewer's language, so a submitted text equal to the
 * built-in text in any language (saved unchanged, or typed back) stores the built-in text itself, shown translated
 * again; any other text is the user's own and is stored as typed.
 */
export const editedText = (builtIn: BuiltInText | undefined, submitted: string): string =>
  builtIn && Object.values(builtIn).includes(submitted.trim()) ? builtIn.en : submitted;

/**
 * A record's name as an error message quotes it (AppError params): a built-in name in every language while the record
 * holds it, so the reader sees it in theirs; else the stored name.
 */
export const nameParam = (builtIn: BuiltInText | undefined, stored: string): BuiltInText | string => (holdsBuiltInText(builtIn, stored) ? builtIn : stored);
