import type { CertificateState, UserRecord, UserType } from '@aed/shared/schemas/user';
import { deptNamesOf } from '../org-records';
import type { UserItem } from '../../data/entities/user-entity';

/*
 * A user as the lists show it. Apart from user-service.ts (which also hashes passwords), so a list does not load the
 * password hashing of user writes (decision 0034).
 */

/** Days before its end a certificate counts as expiring (the certificate job's default window too). */
export const CERTIFICATE_EXPIRING_DAYS = 30;

const today = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);
export const daysFromToday = (days: number, now = Date.now()) => new Date(now + days * 86_400_000).toISOString().slice(0, 10);

/** Spec section 4: normal, expiring (ends within 30 days), overdue (ended). */
export function certificateStateOf(end: string, now = Date.now()): CertificateState {
  if (!end) return 'none';
  if (end < today(now)) return 'overdue';
  return end <= daysFromToday(CERTIFICATE_EXPIRING_DAYS, now) ? 'expiring' : 'normal';
}

export function toUserRecord(u: UserItem, deptName: string): UserRecord {
  return {
    userId: u.userId,
    username: u.username,
    nickName: u.nickName,
    deptId: u.deptId,
    deptName,
    email: u.email ?? '',
    phonenumber: u.phonenumber ?? '',
    sex: u.sex,
    language: u.language,
    status: u.status,
    userTypes: (u.userTypes ?? []) as UserType[],
    roleIds: u.roleIds ?? [],
    postIds: u.postIds ?? [],
    remark: u.remark ?? '',
    certificateBegin: u.certificateBegin ?? '',
    certificateEnd: u.certificateEnd ?? '',
    certificateState: certificateStateOf(u.certificateEnd ?? ''),
    isSuperAdmin: u.isSuperAdmin === true,
    createBy: u.createBy ?? '',
    createTime: u.createTime,
    updateTime: u.updateTime ?? '',
  };
}

/** Records with their organization names (one BatchGet of the organizations on the page). */
export async function toUserRecords(users: UserItem[]): Promise<UserRecord[]> {
  const names = await deptNamesOf(users.map((u) => u.deptId));
  return users.map((u) => toUserRecord(u, names.get(u.deptId) ?? ''));
}
