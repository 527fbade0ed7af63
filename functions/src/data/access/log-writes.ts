/**
 * Writing one operation or login log. Apart from the log lists and cleans (logs.ts) because the operation-log
 * middleware of every handler writes logs: a handler carries no log reading or cleaning (decision 0034).
 */
import { LoginLogEntity, OperLogEntity, type LoginLogItem, type OperLogItem } from '../entities/log-entities';

export async function writeOperLog(item: OperLogItem): Promise<void> {
  await OperLogEntity.create(item).go();
}

export async function writeLoginLog(item: LoginLogItem): Promise<void> {
  await LoginLogEntity.create(item).go();
}
