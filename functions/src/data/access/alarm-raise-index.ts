import { AlarmEntity, type AlarmItem } from '../entities/alarm-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { whenConditionHolds } from './ids';

const RAISE_INDEX_MIGRATION = { scope: 'migration', value: 'alarm-byRaise' };

/**
 * Alarms written before the raise-time index (gsi3, decision 0051) get its keys, once: the seed runs this on every
 * start; after the first run a marker makes it one read. Walks the alarms' organization index (a Query, never a Scan).
 * Each write is conditioned on the version read: an alarm changed meanwhile was written whole, keys included.
 */
export async function migrateAlarmRaiseIndex(): Promise<number> {
  if ((await UniqueEntity.get(RAISE_INDEX_MIGRATION).go()).data) return 0;
  let moved = 0;
  let cursor: string | null = null;
  do {
    const page: { data: AlarmItem[]; cursor: string | null } = await AlarmEntity.query.byOrg({}).go({ cursor, limit: 100 });
    cursor = page.cursor;
    for (const a of page.data) {
      // the alarm put again as read: ElectroDB writes every index's keys (an update leaves a key-less index
      // partition key such as gsi3pk unwritten)
      const written = await whenConditionHolds(() => AlarmEntity.put(a).where((attr, op) => op.eq(attr.version, a.version)).go());
      if (written) moved += 1;
    }
  } while (cursor);
  await UniqueEntity.put({ ...RAISE_INDEX_MIGRATION, ownerId: 'done' }).go();
  return moved;
}
