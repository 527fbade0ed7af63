import { CONFIG_KEYS } from '../../constants/limits';
import { entryOf, text, type BuiltInText } from './text';

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

/** The built-in texts of a parameter: only the root organization's parameters of a seeded key have them. */
export const builtInConfigTexts = (config: { deptId: number; configKey: string }, rootDeptId: number): { name: BuiltInText; remark: BuiltInText } | undefined =>
  config.deptId === rootDeptId ? entryOf<{ name: BuiltInText; remark: BuiltInText }>(BUILT_IN_CONFIG_TEXTS, config.configKey) : undefined;
