import { entryOf, text, type BuiltInText } from './text';

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

/** The built-in name of a monitoring item preset: only reserved presets have one. */
export const builtInMonitorItemName = (item: { reserved?: boolean; itemCode: string }): BuiltInText | undefined =>
  item.reserved ? entryOf<BuiltInText>(BUILT_IN_MONITOR_ITEM_NAMES, item.itemCode) : undefined;
