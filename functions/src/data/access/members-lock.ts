import { CounterEntity } from '../entities/counter-entity';
import type { TransactionEntities } from './transactions';

/**
 * Optimistic lock on an organization's members. Quotas and administrator slots are checked by counting the
 * organization's users, then writing; two such writes racing could both pass the count. Each write therefore
 * bumps the organization's members counter conditioned on the value read before counting: the second writer's
 * transaction is cancelled (common.conflict) instead of exceeding the limit.
 */
export interface MembersLock {
  name: string;
  /** The counter value read before counting; null when the counter does not exist yet. */
  seen: number | null;
}

const lockName = (deptId: number) => `deptMembers#${deptId}`;

export async function readMembersLock(deptId: number): Promise<MembersLock> {
  const { data } = await CounterEntity.get({ name: lockName(deptId) }).go({ consistent: true });
  return { name: lockName(deptId), seen: data ? (data.value ?? 0) : null };
}

/** The transaction item that bumps the lock if nobody else did since it was read. */
export const bumpLock = (counter: TransactionEntities['counter'], lock: MembersLock) =>
  counter
    .update({ name: lock.name })
    .add({ value: 1 })
    .where((attr, op) => (lock.seen === null ? op.notExists(attr.value) : op.eq(attr.value, lock.seen)))
    .commit();
