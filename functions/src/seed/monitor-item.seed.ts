/**
 * Reserved monitoring item presets (docs/decisions/0015): what an AED fleet reports and the IoT mapping looks up by
 * code. Seeded everywhere (AWS too), create-if-absent with fixed ids, so thresholds an administrator tuned are kept.
 * Each rule list tiles the real line ([lower, upper), empty = unbounded); the seed validates them like the API does.
 */
import { BUILT_IN_MONITOR_ITEM_NAMES } from '@aed/shared/i18n/built-in/monitor-items';
import { BUILT_IN_MONITOR_RULE_DESCRIPTIONS, BUILT_IN_MONITOR_RULE_NAMES } from '@aed/shared/i18n/built-in/monitor-rules';
import { addMonitorItemBody, type AddMonitorItemBody } from '@aed/shared/schemas/monitor-item';
import { ensureSequenceAtLeast } from '../data/access/ids';
import { ensureReservedMonitorItem } from '../domain/monitor-item/monitor-item-service';
import { logger } from '../lib/logger';

type SeedRule = [code: string, name: string, lower: string, upper: string, colour: 'red' | 'yellow' | 'green' | 'pink' | 'purple', actions: string, description: string];
type SeedItem = { itemId: number; itemCode: string; itemName: string; itemType: '1' | '2' | '3'; redLightMinutes: number; yellowLightMinutes: number; rules: SeedRule[] };

/** Daily self-tests: a value older than a day is late (yellow), older than two days is missing (red). */
const DAY = 1440;

export const RESERVED_MONITOR_ITEMS: readonly SeedItem[] = [
  {
    itemId: 1,
    itemCode: 'BATTERY_VOLTAGE',
    itemName: BUILT_IN_MONITOR_ITEM_NAMES.BATTERY_VOLTAGE.en,
    itemType: '1',
    redLightMinutes: 2 * DAY,
    yellowLightMinutes: DAY,
    rules: [
      ['DEPLETED', BUILT_IN_MONITOR_RULE_NAMES.BATTERY_VOLTAGE.DEPLETED.en, '', '10,5', 'red', 'email push alarm', BUILT_IN_MONITOR_RULE_DESCRIPTIONS.BATTERY_VOLTAGE.DEPLETED.en],
      ['LOW', BUILT_IN_MONITOR_RULE_NAMES.BATTERY_VOLTAGE.LOW.en, '10,5', '11,5', 'yellow', 'email', BUILT_IN_MONITOR_RULE_DESCRIPTIONS.BATTERY_VOLTAGE.LOW.en],
      ['NORMAL', BUILT_IN_MONITOR_RULE_NAMES.BATTERY_VOLTAGE.NORMAL.en, '11,5', '', 'green', '', ''],
    ],
  },
  {
    itemId: 2,
    itemCode: 'PAD_EXPIRY_DAYS',
    itemName: BUILT_IN_MONITOR_ITEM_NAMES.PAD_EXPIRY_DAYS.en,
    itemType: '1',
    redLightMinutes: 2 * DAY,
    yellowLightMinutes: DAY,
    rules: [
      ['EXPIRED', BUILT_IN_MONITOR_RULE_NAMES.PAD_EXPIRY_DAYS.EXPIRED.en, '', '0', 'pink', 'email push alarm', BUILT_IN_MONITOR_RULE_DESCRIPTIONS.PAD_EXPIRY_DAYS.EXPIRED.en],
      ['EXPIRING', BUILT_IN_MONITOR_RULE_NAMES.PAD_EXPIRY_DAYS.EXPIRING.en, '0', '30', 'yellow', 'email', ''],
      ['VALID', BUILT_IN_MONITOR_RULE_NAMES.PAD_EXPIRY_DAYS.VALID.en, '30', '', 'green', '', ''],
    ],
  },
  {
    itemId: 3,
    itemCode: 'BATTERY_EXPIRY_DAYS',
    itemName: BUILT_IN_MONITOR_ITEM_NAMES.BATTERY_EXPIRY_DAYS.en,
    itemType: '1',
    redLightMinutes: 2 * DAY,
    yellowLightMinutes: DAY,
    rules: [
      ['EXPIRED', BUILT_IN_MONITOR_RULE_NAMES.BATTERY_EXPIRY_DAYS.EXPIRED.en, '', '0', 'pink', 'email push alarm', BUILT_IN_MONITOR_RULE_DESCRIPTIONS.BATTERY_EXPIRY_DAYS.EXPIRED.en],
      ['EXPIRING', BUILT_IN_MONITOR_RULE_NAMES.BATTERY_EXPIRY_DAYS.EXPIRING.en, '0', '60', 'yellow', 'email', ''],
      ['VALID', BUILT_IN_MONITOR_RULE_NAMES.BATTERY_EXPIRY_DAYS.VALID.en, '60', '', 'green', '', ''],
    ],
  },
  {
    itemId: 4,
    itemCode: 'SELF_TEST_RESULT',
    itemName: BUILT_IN_MONITOR_ITEM_NAMES.SELF_TEST_RESULT.en,
    itemType: '1',
    redLightMinutes: 2 * DAY,
    yellowLightMinutes: DAY,
    rules: [
      ['UNKNOWN', BUILT_IN_MONITOR_RULE_NAMES.SELF_TEST_RESULT.UNKNOWN.en, '', '0', 'purple', 'email', BUILT_IN_MONITOR_RULE_DESCRIPTIONS.SELF_TEST_RESULT.UNKNOWN.en],
      ['PASS', BUILT_IN_MONITOR_RULE_NAMES.SELF_TEST_RESULT.PASS.en, '0', '1', 'green', '', ''],
      ['FAIL', BUILT_IN_MONITOR_RULE_NAMES.SELF_TEST_RESULT.FAIL.en, '1', '', 'red', 'email push alarm', BUILT_IN_MONITOR_RULE_DESCRIPTIONS.SELF_TEST_RESULT.FAIL.en],
    ],
  },
  {
    itemId: 5,
    itemCode: 'CABINET_TEMPERATURE',
    itemName: BUILT_IN_MONITOR_ITEM_NAMES.CABINET_TEMPERATURE.en,
    itemType: '2',
    redLightMinutes: 2 * DAY,
    yellowLightMinutes: DAY,
    rules: [
      ['FREEZING', BUILT_IN_MONITOR_RULE_NAMES.CABINET_TEMPERATURE.FREEZING.en, '', '0', 'red', 'email push alarm', BUILT_IN_MONITOR_RULE_DESCRIPTIONS.CABINET_TEMPERATURE.FREEZING.en],
      ['COLD', BUILT_IN_MONITOR_RULE_NAMES.CABINET_TEMPERATURE.COLD.en, '0', '5', 'yellow', 'email', ''],
      ['NORMAL', BUILT_IN_MONITOR_RULE_NAMES.CABINET_TEMPERATURE.NORMAL.en, '5', '40', 'green', '', ''],
      ['WARM', BUILT_IN_MONITOR_RULE_NAMES.CABINET_TEMPERATURE.WARM.en, '40', '50', 'yellow', 'email', ''],
      ['HOT', BUILT_IN_MONITOR_RULE_NAMES.CABINET_TEMPERATURE.HOT.en, '50', '', 'red', 'email push alarm', BUILT_IN_MONITOR_RULE_DESCRIPTIONS.CABINET_TEMPERATURE.HOT.en],
    ],
  },
  {
    itemId: 6,
    itemCode: 'CONSUMABLE_EXPIRY_DAYS',
    itemName: BUILT_IN_MONITOR_ITEM_NAMES.CONSUMABLE_EXPIRY_DAYS.en,
    itemType: '3',
    redLightMinutes: 0,
    yellowLightMinutes: 0,
    rules: [
      ['EXPIRED', BUILT_IN_MONITOR_RULE_NAMES.CONSUMABLE_EXPIRY_DAYS.EXPIRED.en, '', '0', 'pink', 'email push alarm', BUILT_IN_MONITOR_RULE_DESCRIPTIONS.CONSUMABLE_EXPIRY_DAYS.EXPIRED.en],
      ['EXPIRING', BUILT_IN_MONITOR_RULE_NAMES.CONSUMABLE_EXPIRY_DAYS.EXPIRING.en, '0', '30', 'yellow', 'email', ''],
      ['VALID', BUILT_IN_MONITOR_RULE_NAMES.CONSUMABLE_EXPIRY_DAYS.VALID.en, '30', '', 'green', '', ''],
    ],
  },
  {
    itemId: 7,
    itemCode: 'DISPLACEMENT_METRES',
    itemName: BUILT_IN_MONITOR_ITEM_NAMES.DISPLACEMENT_METRES.en,
    itemType: '1',
    redLightMinutes: 0,
    yellowLightMinutes: 0,
    rules: [
      ['IN_PLACE', BUILT_IN_MONITOR_RULE_NAMES.DISPLACEMENT_METRES.IN_PLACE.en, '', '50', 'green', '', ''],
      ['MOVED', BUILT_IN_MONITOR_RULE_NAMES.DISPLACEMENT_METRES.MOVED.en, '50', '200', 'yellow', 'email', ''],
      ['DISPLACED', BUILT_IN_MONITOR_RULE_NAMES.DISPLACEMENT_METRES.DISPLACED.en, '200', '', 'purple', 'email push alarm', BUILT_IN_MONITOR_RULE_DESCRIPTIONS.DISPLACEMENT_METRES.DISPLACED.en],
    ],
  },
];

const bodyOf = (item: SeedItem): AddMonitorItemBody =>
  addMonitorItemBody.parse({
    ...item,
    status: '0',
    rules: item.rules.map(([ruleCode, ruleName, lowerLimit, upperLimit, lightColour, actions, description]) => ({
      ruleCode,
      ruleName,
      lowerLimit,
      upperLimit,
      lightColour,
      emailNotify: actions.includes('email'),
      pushNotify: actions.includes('push'),
      autoAlarmOrder: actions.includes('alarm'),
      description,
    })),
  });

/** Ids of administrators' presets start above this. */
export const MONITOR_ITEM_ID_FLOOR = 1000;

/**
 * Creates the reserved presets that do not exist yet. One whose code or name an administrator already took (an
 * existing deployment) is skipped with a warning rather than blocking the start.
 */
export async function seedMonitorItems(now: string): Promise<void> {
  for (const item of RESERVED_MONITOR_ITEMS) {
    try {
      await ensureReservedMonitorItem(item.itemId, bodyOf(item), now);
    } catch (e) {
      const code = (e as { errorCode?: string }).errorCode;
      if (code !== 'monitorItem.codeExists' && code !== 'monitorItem.nameExists') throw e;
      logger.warn('reserved monitoring item not seeded: code or name taken', { itemCode: item.itemCode, code });
    }
  }
  await ensureSequenceAtLeast('monitorItem', MONITOR_ITEM_ID_FLOOR);
}
