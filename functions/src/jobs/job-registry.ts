import { SessionEntity } from '../data/entities/session-entity';
import { nowSeconds } from '../lib/time';

/**
 * Jobs are chosen from this allow-list by name, never run as free code. Locally croner fires them; in AWS an
 * EventBridge Scheduler schedule invokes the job-runner Lambda with `{ job }`.
 */
export interface RegisteredJob {
  name: string;
  description: string;
  /** 6-field cron (seconds first) used locally and converted for EventBridge Scheduler. */
  defaultCron: string;
  run: (params: string) => Promise<{ affected: number }>;
}

async function cleanExpiredSessions(): Promise<{ affected: number }> {
  // DynamoDB TTL deletes within days and DynamoDB Local never does: remove idle sessions from the online list.
  const { data } = await SessionEntity.query
    .online({})
    .where((attr, op) => op.lte(attr.ttl, nowSeconds()))
    .go({ pages: 'all', attributes: ['sessionId'] });
  if (data.length) await SessionEntity.delete(data.map((s) => ({ sessionId: s.sessionId }))).go();
  return { affected: data.length };
}

export const JOBS: Record<string, RegisteredJob> = {
  cleanExpiredSessions: {
    name: 'cleanExpiredSessions',
    description: 'Remove sessions past their idle expiry',
    defaultCron: '0 */5 * * * *',
    run: cleanExpiredSessions,
  },
};
