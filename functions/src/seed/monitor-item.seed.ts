/**
 * Reserved monitoring item presets (docs/decisions/0015): what an AED fleet reports and the IoT mapping looks up by
 * code. Seeded everywhere (AWS too), create-if-absent with fixed ids, so thresholds an administrator tuned are kept.
 * Each rule list tiles the real line ([lower, upper), empty = unbounded); the seed validates them like the API does.
 */
import { BUILT_IN_MONITOR_ITEM_NAMES } from '@aed/shared/i18n/built-in/monitor-items';
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
      ['DEPLETED', 'Battery depleted', '', '10,5', 'red', 'email push alarm', 'The AED may not deliver a shock: replace the battery now'],
      ['LOW', 'Battery low', '10,5', '11,5', 'yellow', 'email', 'Plan a battery replacement'],
      ['NORMAL', 'Battery normal', '11,5', '', 'green', '', ''],
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
      ['EXPIRED', 'Pads expired', '', '0', 'pink', 'email push alarm', 'Replace the pads before the AED is used'],
      ['EXPIRING', 'Pads expire within 30 days', '0', '30', 'yellow', 'email', ''],
      ['VALID', 'Pads valid', '30', '', 'green', '', ''],
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
      ['EXPIRED', 'Battery expired', '', '0', 'pink', 'email push alarm', 'Replace the battery'],
      ['EXPIRING', 'Battery expires within 60 days', '0', '60', 'yellow', 'email', ''],
      ['VALID', 'Battery valid', '60', '', 'green', '', ''],
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
      ['UNKNOWN', 'Unknown result code', '', '0', 'purple', 'email', 'The device sent a code outside 0 and 1'],
      ['PASS', 'Self-test passed', '0', '1', 'green', '', ''],
      ['FAIL', 'Self-test failed', '1', '', 'red', 'email push alarm', 'The AED reported a fault in its self-test'],
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
      ['FREEZING', 'Too cold for the AED', '', '0', 'red', 'email push alarm', 'Pads and battery are outside their operating range'],
      ['COLD', 'Cold', '0', '5', 'yellow', 'email', ''],
      ['NORMAL', 'Normal temperature', '5', '40', 'green', '', ''],
      ['WARM', 'Warm', '40', '50', 'yellow', 'email', ''],
      ['HOT', 'Too hot for the AED', '50', '', 'red', 'email push alarm', 'Pads and battery are outside their operating range'],
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
      ['EXPIRED', 'Consumable expired', '', '0', 'pink', 'email push alarm', 'The named consumable must be replaced'],
      ['EXPIRING', 'Consumable expires within 30 days', '0', '30', 'yellow', 'email', ''],
      ['VALID', 'Consumable valid', '30', '', 'green', '', ''],
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
      ['IN_PLACE', 'AED in place', '', '50', 'green', '', ''],
      ['MOVED', 'AED moved', '50', '200', 'yellow', 'email', ''],
      ['DISPLACED', 'AED displaced', '200', '', 'purple', 'email push alarm', 'The AED left its installation site'],
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
