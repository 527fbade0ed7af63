import { entryOf, text, type BuiltInText } from './text';

/**
 * Lighting rules of the reserved monitoring item presets, by item code then rule code (functions/src/seed/monitor-item.seed.ts).
 * At most 50 characters each (rule names), distinct within a preset in every language.
 */
export const BUILT_IN_MONITOR_RULE_NAMES = {
  BATTERY_VOLTAGE: {
    DEPLETED: text('Battery depleted', 'Batterie épuisée', '电池电量耗尽', '電池電量耗盡'),
    LOW: text('Battery low', 'Batterie faible', '电池电量低', '電池電量低'),
    NORMAL: text('Battery normal', 'Batterie normale', '电池电量正常', '電池電量正常'),
  },
  PAD_EXPIRY_DAYS: {
    EXPIRED: text('Pads expired', 'Électrodes expirées', '电极片已过期', '電極片已過期'),
    EXPIRING: text('Pads expire within 30 days', 'Électrodes expirant dans 30 jours', '电极片 30 天内到期', '電極片 30 天內到期'),
    VALID: text('Pads valid', 'Électrodes valides', '电极片有效', '電極片有效'),
  },
  BATTERY_EXPIRY_DAYS: {
    EXPIRED: text('Battery expired', 'Batterie expirée', '电池已过期', '電池已過期'),
    EXPIRING: text('Battery expires within 60 days', 'Batterie expirant dans 60 jours', '电池 60 天内到期', '電池 60 天內到期'),
    VALID: text('Battery valid', 'Batterie valide', '电池有效', '電池有效'),
  },
  SELF_TEST_RESULT: {
    UNKNOWN: text('Unknown result code', 'Code de résultat inconnu', '未知结果代码', '未知結果代碼'),
    PASS: text('Self-test passed', 'Autotest réussi', '自检通过', '自檢通過'),
    FAIL: text('Self-test failed', 'Autotest échoué', '自检失败', '自檢失敗'),
  },
  CABINET_TEMPERATURE: {
    FREEZING: text('Too cold for the AED', 'Trop froid pour le DAE', '温度过低，不适合 AED', '溫度過低，不適合 AED'),
    COLD: text('Cold', 'Froid', '偏冷', '偏冷'),
    NORMAL: text('Normal temperature', 'Température normale', '温度正常', '溫度正常'),
    WARM: text('Warm', 'Chaud', '偏热', '偏熱'),
    HOT: text('Too hot for the AED', 'Trop chaud pour le DAE', '温度过高，不适合 AED', '溫度過高，不適合 AED'),
  },
  CONSUMABLE_EXPIRY_DAYS: {
    EXPIRED: text('Consumable expired', 'Consommable expiré', '耗材已过期', '耗材已過期'),
    EXPIRING: text('Consumable expires within 30 days', 'Consommable expirant dans 30 jours', '耗材 30 天内到期', '耗材 30 天內到期'),
    VALID: text('Consumable valid', 'Consommable valide', '耗材有效', '耗材有效'),
  },
  DISPLACEMENT_METRES: {
    IN_PLACE: text('AED in place', 'DAE en place', 'AED 在位', 'AED 在位'),
    MOVED: text('AED moved', 'DAE déplacé', 'AED 已移动', 'AED 已移動'),
    DISPLACED: text('AED displaced', "DAE hors de son site", 'AED 已离开安装地点', 'AED 已離開安裝地點'),
  },
} as const satisfies Record<string, Record<string, BuiltInText>>;

/**
 * Descriptions of the lighting rules of the reserved presets, by item code then rule code, like the names: only the
 * rules the seed gives a description (the others are seeded with none, which stays none). At most 200 characters each.
 */
export const BUILT_IN_MONITOR_RULE_DESCRIPTIONS = {
  BATTERY_VOLTAGE: {
    DEPLETED: text(
      'The AED may not deliver a shock: replace the battery now',
      'Le DAE risque de ne pas délivrer de choc : remplacez la batterie immédiatement',
      'AED 可能无法电击除颤：请立即更换电池',
      'AED 可能無法電擊除顫：請立即更換電池',
    ),
    LOW: text('Plan a battery replacement', 'Prévoyez le remplacement de la batterie', '请安排更换电池', '請安排更換電池'),
  },
  PAD_EXPIRY_DAYS: {
    EXPIRED: text('Replace the pads before the AED is used', 'Remplacez les électrodes avant toute utilisation du DAE', '请在使用 AED 前更换电极片', '請在使用 AED 前更換電極片'),
  },
  BATTERY_EXPIRY_DAYS: {
    EXPIRED: text('Replace the battery', 'Remplacez la batterie', '请更换电池', '請更換電池'),
  },
  SELF_TEST_RESULT: {
    UNKNOWN: text('The device sent a code outside 0 and 1', 'L’appareil a envoyé un code autre que 0 et 1', '设备发送了 0 和 1 以外的代码', '裝置傳送了 0 和 1 以外的代碼'),
    FAIL: text('The AED reported a fault in its self-test', 'Le DAE a signalé un défaut lors de son autotest', 'AED 自检报告了故障', 'AED 自檢回報了故障'),
  },
  CABINET_TEMPERATURE: {
    FREEZING: text(
      'Pads and battery are outside their operating range',
      'Les électrodes et la batterie sont hors de leur plage de fonctionnement',
      '电极片和电池超出了工作温度范围',
      '電極片和電池超出了工作溫度範圍',
    ),
    HOT: text(
      'Pads and battery are outside their operating range',
      'Les électrodes et la batterie sont hors de leur plage de fonctionnement',
      '电极片和电池超出了工作温度范围',
      '電極片和電池超出了工作溫度範圍',
    ),
  },
  CONSUMABLE_EXPIRY_DAYS: {
    EXPIRED: text('The named consumable must be replaced', 'Le consommable indiqué doit être remplacé', '所列耗材必须更换', '所列耗材必須更換'),
  },
  DISPLACEMENT_METRES: {
    DISPLACED: text('The AED left its installation site', 'Le DAE a quitté son site d’installation', 'AED 已被移离其安装地点', 'AED 已被移離其安裝地點'),
  },
} as const satisfies Record<string, Record<string, BuiltInText>>;

/** The entry of a reserved preset's rule in a table by item and rule code; none for a preset users created. */
const ruleEntry = (table: Readonly<Record<string, Readonly<Record<string, BuiltInText>>>>, item: { reserved?: boolean; itemCode: string }, ruleCode: string): BuiltInText | undefined => {
  if (!item.reserved) return undefined;
  const rules = entryOf<Readonly<Record<string, BuiltInText>>>(table, item.itemCode);
  return rules ? entryOf<BuiltInText>(rules, ruleCode) : undefined;
};

/** The built-in name of a lighting rule: only the rules of reserved presets have one, found by item and rule code. */
export const builtInMonitorRuleName = (item: { reserved?: boolean; itemCode: string }, ruleCode: string): BuiltInText | undefined =>
  ruleEntry(BUILT_IN_MONITOR_RULE_NAMES, item, ruleCode);

/** The built-in description of a lighting rule: only the described rules of reserved presets have one, found as the name is. */
export const builtInMonitorRuleDescription = (item: { reserved?: boolean; itemCode: string }, ruleCode: string): BuiltInText | undefined =>
  ruleEntry(BUILT_IN_MONITOR_RULE_DESCRIPTIONS, item, ruleCode);
