import { LoginLogEntity, OperLogEntity, type LoginLogItem, type OperLogItem } from '../entities/log-entities';

export async function writeLoginLog(item: LoginLogItem): Promise<void> {
  await LoginLogEntity.create(item).go();
}

export async function writeOperLog(item: OperLogItem): Promise<void> {
  await OperLogEntity.create(item).go();
}

export async function listLoginLogsOfUser(userName: string, limit = 20): Promise<LoginLogItem[]> {
  const { data } = await LoginLogEntity.query.byUser({ userName }).go({ order: 'desc', limit });
  return data;
}

export async function listOperLogsOfMonth(month: string, limit = 50): Promise<OperLogItem[]> {
  const { data } = await OperLogEntity.query.byMonth({ month }).go({ order: 'desc', limit });
  return data;
}
