import { CONSUMABLE_WARN_DAYS_KEY, DEFAULT_WARN_DAYS } from '@aed/shared/schemas/accessory';
import { BUILT_IN_CONFIG_TEXTS } from '@aed/shared/i18n/built-in/configs';
import { ensureRootConfig } from '../data/access/configs';

/** Fixed id of the seeded parameter (seeded ids stay below SEED_ID_FLOOR; 40 is this module's). */
export const CONSUMABLE_WARN_DAYS_CONFIG_ID = 40;

/**
 * The `consumable.warnDays` parameter of the root organization (decision 0013): days before its expiry date a consumable or accessory counts as
 * expiring. Created when absent; an administrator's value is never overwritten.
 */
export async function seedAccessoryParameters(now: string): Promise<void> {
  await ensureRootConfig({
    configId: CONSUMABLE_WARN_DAYS_CONFIG_ID,
    configName: BUILT_IN_CONFIG_TEXTS[CONSUMABLE_WARN_DAYS_KEY].name.en,
    configKey: CONSUMABLE_WARN_DAYS_KEY,
    configValue: String(DEFAULT_WARN_DAYS),
    configType: 'Y',
    remark: BUILT_IN_CONFIG_TEXTS[CONSUMABLE_WARN_DAYS_KEY].remark.en,
    createBy: 'system',
    createTime: now,
    updateBy: 'system',
    updateTime: now,
  });
}
