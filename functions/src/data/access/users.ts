import type { USER_ERRORS as UserErrors } from '@aed/shared/errors/user-errors';

type UserMarkerCode = keyof typeof UserErrors & ('user.accountExists' | 'user.emailExists' | 'user.phoneExists');
import { AppError } from '../../lib/app-error';
import { UserEntity, type NewUserItem, type UserItem } from '../entities/user-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { UserReferenceEntity } from '../entities/user-reference-entity';
import type { NewUserImportItem } from '../entities/user-import-entity';
import { createImport, getImport } from './imports';
import { userTallyItems } from './user-tallies';
import { assertCounterZero } from './counters';
import { userSaleCounterName } from './usage-counters';
import { userRoleLinkChanges, userRoleLinks } from './user-roles';
import { bumpLock, type MembersLock } from './members-lock';
import { userPostLinkChanges, userPostLinks } from './user-posts';
import { writeTransaction, type TransactionEntities, type WriteOp } from './transactions';
import { CertificateMarkerEntity } from '../entities/certificate-marker-entity';
import { CounterEntity } from '../entities/counter-entity';
import { PostEntity } from '../entities/post-entity';
import { RoleEntity } from '../entities/role-entity';
import { UserPostEntity } from '../entities/user-post-entity';
import { UserRoleEntity } from '../entities/user-role-entity';
import { UserTallyEntity } from '../entities/user-tally-entity';
import { AUTH_ERRORS } from '@aed/shared/errors/auth-errors';
import { USER_ERRORS } from '@aed/shared/errors/user-errors';

export const emailMarker = (email: string) => ({ scope: 'email', value: email.toLowerCase() });
export const phoneMarker = (phone: string) => ({ scope: 'phone', value: phone.replace(/[\s-]/g, '') });
export const usernameMarker = (username: string) => ({ scope: 'username', value: username.toLowerCase() });

/** The keyword filter's text: account, name, phone, email and remark, lower-cased (spec: at most 5 columns). */
export const searchTextOf = (u: Pick<UserItem, 'username' | 'nickName' | 'phonenumber' | 'email' | 'remark'>) =>
  [u.username, u.nickName, u.phonenumber, u.email, u.remark].filter(Boolean).join('\n').toLowerCase();

/**
 * The roles and positions a user write starts holding: each must still exist (patch), and its `linkVersion` moves,
 * so a delete of it that ran its "held by nobody?" check before this write is refused (decision 0017).
 */
const touchHeld = ({ role, post }: Pick<TransactionEntities, 'role' | 'post'>, roleIds: readonly number[], postIds: readonly number[]) => [
  ...[...new Set(roleIds)].map((roleId) => role.patch({ roleId }).add({ linkVersion: 1 }).commit()),
  ...[...new Set(postIds)].map((postId) => post.patch({ postId }).add({ linkVersion: 1 }).commit()),
];

const certificateMarkerOf = (u: Pick<UserItem, 'userId' | 'username' | 'certificateEnd'>) =>
  u.certificateEnd ? { month: u.certificateEnd.slice(0, 7), userId: u.userId, username: u.username, certificateEnd: u.certificateEnd } : null;

/**
 * Creates a user with the markers that keep account, email and phone unique, its role and position links, its
 * certificate marker, its organization's tally and (when given) the organization members lock (one transaction).
 */
export async function createUser(user: NewUserItem, lock?: MembersLock): Promise<void> {
  const owner = String(user.userId);
  const markers = [
    { marker: usernameMarker(user.username), code: 'user.accountExists' as const },
    ...(user.email ? [{ marker: emailMarker(user.email), code: 'user.emailExists' as const }] : []),
    ...(user.phonenumber ? [{ marker: phoneMarker(user.phonenumber), code: 'user.phoneExists' as const }] : []),
  ];
  const cert = certificateMarkerOf({ userId: user.userId, username: user.username, certificateEnd: user.certificateEnd ?? '' });
  const refused = await writeTransaction<UserMarkerCode | 'other'>({ user: UserEntity, unique: UniqueEntity, userRole: UserRoleEntity, userPost: UserPostEntity, certificate: CertificateMarkerEntity, counter: CounterEntity, role: RoleEntity, post: PostEntity, userTally: UserTallyEntity }, ({ user: users, unique, userRole, userPost, certificate, counter, role, post, userTally }, add) => {
    add('other', users.create({ ...user, searchText: searchTextOf({ remark: '', ...user, email: user.email ?? '', phonenumber: user.phonenumber ?? '' }) }).commit());
    for (const m of markers) add(m.code, unique.create({ ...m.marker, ownerId: owner }).commit());
    if (lock) add('other', bumpLock(counter, lock));
    for (const link of userRoleLinks(user.userId, user.roleIds ?? [])) add('other', userRole.put(link).commit());
    for (const link of userPostLinks(user.userId, user.postIds ?? [])) add('other', userPost.put(link).commit());
    if (cert) add('other', certificate.put(cert).commit());
    for (const op of touchHeld({ role, post }, user.roleIds ?? [], user.postIds ?? [])) add('other', op as WriteOp);
    for (const op of userTallyItems(userTally, [{ after: { ...user, status: user.status ?? '0' } }])) add('other', op);
  });
  // a taken account, email or phone names itself; anything else is a concurrent change
  const taken = refused?.parts.find((part) => part !== 'other');
  if (taken) throw AppError.of(USER_ERRORS, taken);
  if (refused) throw new AppError('common.conflict');
}

export async function userMarkerExists(username: string): Promise<boolean> {
  const { data } = await UniqueEntity.get(usernameMarker(username)).go();
  return data !== null;
}

export async function setPassword(
  userId: number,
  passwordHash: string,
  passwordKind: UserItem['passwordKind'],
  at: string,
  by: string,
): Promise<void> {
  await UserEntity.patch({ userId })
    .set({ passwordHash, passwordKind, passwordChangedAt: at, updateTime: at, updateBy: by })
    .go();
}


type ProfileChanges = Partial<Pick<UserItem, 'nickName' | 'email' | 'phonenumber' | 'sex' | 'language' | 'avatar'>>;

/**
 * Updates profile fields. Email and phone are unique across users: a change swaps their markers in the same
 * transaction, so two users can never end up with the same address even when they save at the same moment.
 */
export async function updateUserProfile(before: UserItem, changes: ProfileChanges, at: string, by: string): Promise<void> {
  const owner = String(before.userId);
  const swaps: { scope: 'email' | 'phone'; from?: { scope: string; value: string }; to?: { scope: string; value: string } }[] = [];
  if (changes.email !== undefined && changes.email.toLowerCase() !== (before.email ?? '').toLowerCase()) {
    swaps.push({ scope: 'email', from: before.email ? emailMarker(before.email) : undefined, to: changes.email ? emailMarker(changes.email) : undefined });
  }
  if (changes.phonenumber !== undefined && phoneMarker(changes.phonenumber).value !== phoneMarker(before.phonenumber ?? '').value) {
    swaps.push({ scope: 'phone', from: before.phonenumber ? phoneMarker(before.phonenumber) : undefined, to: changes.phonenumber ? phoneMarker(changes.phonenumber) : undefined });
  }
  const refused = await writeTransaction<'user' | 'release' | 'email' | 'phone'>({ user: UserEntity, unique: UniqueEntity }, ({ user, unique }, add) => {
    add(
      'user',
      user
        .patch({ userId: before.userId })
        .set({ ...changes, updateTime: at, updateBy: by })
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
    );
    for (const s of swaps) {
      if (s.from) add('release', unique.delete(s.from).where((attr, op) => `${op.notExists(attr.ownerId)} OR ${op.eq(attr.ownerId, owner)}`).commit());
      if (s.to) add(s.scope, unique.create({ ...s.to, ownerId: owner }).commit());
    }
  });
  if (!refused) return;
  // Which part failed decides the message: a taken marker names the field, anything else is a concurrent edit.
  const taken = refused.parts.find((part) => part === 'email' || part === 'phone');
  if (taken === 'email') throw AppError.of(AUTH_ERRORS, 'profile.emailExists');
  if (taken === 'phone') throw AppError.of(AUTH_ERRORS, 'profile.phoneExists');
  throw new AppError('common.conflict');
}

// ---- user management (domain/user) ------------------------------------------------------------------------------

type ManagedChanges = Pick<
  UserItem,
  'nickName' | 'deptId' | 'deptPath' | 'email' | 'phonenumber' | 'sex' | 'language' | 'status' | 'userTypes' | 'roleIds' | 'postIds' | 'remark' | 'certificateBegin' | 'certificateEnd'
>;

/**
 * Updates a user as an administrator does: fields, email/phone markers swapped, role and position links, the
 * certificate marker and the organizations' user tallies kept in step, all in one transaction conditioned on the
 * version and organization read (so a concurrent edit or move cannot slip a change past the caller's scope check),
 * plus the members locks of the organizations whose counts were checked.
 */
export async function updateManagedUser(before: UserItem, after: ManagedChanges, at: string, by: string, locks: MembersLock[]): Promise<void> {
  const owner = String(before.userId);
  const emailChanged = after.email.toLowerCase() !== (before.email ?? '').toLowerCase();
  const phoneChanged = phoneMarker(after.phonenumber).value !== phoneMarker(before.phonenumber ?? '').value;
  const roles = userRoleLinkChanges(before.userId, before.roleIds ?? [], after.roleIds);
  const posts = userPostLinkChanges(before.userId, before.postIds ?? [], after.postIds);
  const oldCert = certificateMarkerOf(before);
  const newCert = certificateMarkerOf({ ...before, certificateEnd: after.certificateEnd });
  const refused = await writeTransaction<'user' | 'release' | 'email' | 'phone' | 'lock' | 'link' | 'cert' | 'held' | 'tally'>({ user: UserEntity, unique: UniqueEntity, userRole: UserRoleEntity, userPost: UserPostEntity, certificate: CertificateMarkerEntity, counter: CounterEntity, role: RoleEntity, post: PostEntity, userTally: UserTallyEntity }, ({ user, unique, userRole, userPost, certificate, counter, role, post, userTally }, add) => {
      add(
        'user',
        user
          .patch({ userId: before.userId })
          .set({ ...after, searchText: searchTextOf({ ...before, ...after }), updateTime: at, updateBy: by })
          .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)}`)
          .commit(),
      );
      if (emailChanged) {
        if (before.email) add('release', unique.delete(emailMarker(before.email)).where((attr, op) => `${op.notExists(attr.ownerId)} OR ${op.eq(attr.ownerId, owner)}`).commit());
        if (after.email) add('email', unique.create({ ...emailMarker(after.email), ownerId: owner }).commit());
      }
      if (phoneChanged) {
        if (before.phonenumber) add('release', unique.delete(phoneMarker(before.phonenumber)).where((attr, op) => `${op.notExists(attr.ownerId)} OR ${op.eq(attr.ownerId, owner)}`).commit());
        if (after.phonenumber) add('phone', unique.create({ ...phoneMarker(after.phonenumber), ownerId: owner }).commit());
      }
      for (const lock of locks) add('lock', bumpLock(counter, lock));
      for (const link of roles.remove) add('link', userRole.delete(link).commit());
      for (const link of roles.add) add('link', userRole.put(link).commit());
      for (const link of posts.remove) add('link', userPost.delete(link).commit());
      for (const link of posts.add) add('link', userPost.put(link).commit());
      if (oldCert && (!newCert || oldCert.month !== newCert.month)) add('cert', certificate.delete({ month: oldCert.month, userId: oldCert.userId }).commit());
      if (newCert) add('cert', certificate.put(newCert).commit());
      for (const op of touchHeld({ role, post }, roles.add.map((l) => l.roleId), posts.add.map((l) => l.postId))) add('held', op as WriteOp);
      for (const op of userTallyItems(userTally, [{ before, after: { ...before, ...after } }])) add('tally', op);
    },
  );
  if (!refused) return;
  if (refused.part === 'email') throw AppError.of(USER_ERRORS, 'user.emailExists');
  if (refused.part === 'phone') throw AppError.of(USER_ERRORS, 'user.phoneExists');
  throw new AppError('common.conflict');
}

/** Enables or disables a user (conditioned on the version and organization read), with its organization's tally. */
export async function setUserStatus(before: UserItem, status: UserItem['status'], at: string, by: string): Promise<void> {
  const refused = await writeTransaction<'user' | 'tally'>({ user: UserEntity, userTally: UserTallyEntity }, ({ user, userTally }, add) => {
    add(
      'user',
      user
        .patch({ userId: before.userId })
        .set({ status, updateTime: at, updateBy: by })
        .where((attr, op) => `${op.eq(attr.updateTime, before.updateTime)} AND ${op.eq(attr.deptPath, before.deptPath)}`)
        .commit(),
    );
    for (const op of userTallyItems(userTally, [{ before, after: { ...before, status } }])) add('tally', op);
  });
  if (refused) throw new AppError('common.conflict');
}

/** Sets or clears the certificate validity range and moves its marker. */
export async function setUserCertificate(before: UserItem, certificateBegin: string, certificateEnd: string, at: string, by: string): Promise<void> {
  await updateManagedUser(before, { ...managedFieldsOf(before), certificateBegin, certificateEnd }, at, by, []);
}

/** The caller's own dashboard map choice. */
export async function setChooseFlag(userId: number, chooseFlag: UserItem['chooseFlag']): Promise<void> {
  await UserEntity.patch({ userId }).set({ chooseFlag }).go();
}

export const managedFieldsOf = (u: UserItem): ManagedChanges => ({
  nickName: u.nickName,
  deptId: u.deptId,
  deptPath: u.deptPath,
  email: u.email ?? '',
  phonenumber: u.phonenumber ?? '',
  sex: u.sex,
  language: u.language,
  status: u.status,
  userTypes: u.userTypes ?? [],
  roleIds: u.roleIds ?? [],
  postIds: u.postIds ?? [],
  remark: u.remark ?? '',
  certificateBegin: u.certificateBegin ?? '',
  certificateEnd: u.certificateEnd ?? '',
});

/** Is the user referenced by a business record (a sale)? One Query reading at most one item. */
export async function userIsReferenced(userId: number): Promise<boolean> {
  const { data } = await UserReferenceEntity.query.byUser({ userId }).go({ limit: 1 });
  return data.length > 0;
}

/** Records that a business record references the user (the sales module calls this in its own transaction later). */
export async function addUserReference(userId: number, kind: string, refId: string): Promise<void> {
  await UserReferenceEntity.put({ userId, kind, refId }).go();
}

/**
 * Deletes users with their email/phone markers, role and position links, certificate markers and their
 * organizations' tallies, all or nothing, each conditioned on the version and organization read. The account marker
 * stays as a tombstone: an account name that appears in logs and records is never given to someone else.
 */
export async function deleteManagedUsers(items: UserItem[]): Promise<void> {
  const refused = await writeTransaction<'user' | 'release' | 'link' | 'cert' | 'tally' | 'referenced'>({ user: UserEntity, unique: UniqueEntity, userRole: UserRoleEntity, userPost: UserPostEntity, certificate: CertificateMarkerEntity, userTally: UserTallyEntity, counter: CounterEntity }, ({ user, unique, userRole, userPost, certificate, userTally, counter }, add) => {
    for (const u of items) {
      // no sale names the user as a handler (the sale's transaction moves the same counter: one of the two is refused)
      add('referenced', assertCounterZero(counter, userSaleCounterName(u.userId)) as WriteOp);
      add(
        'user',
        user
          .delete({ userId: u.userId })
          .where((attr, op) => `${op.eq(attr.updateTime, u.updateTime)} AND ${op.eq(attr.deptPath, u.deptPath)}`)
          .commit(),
      );
      if (u.email) add('release', unique.delete(emailMarker(u.email)).commit());
      if (u.phonenumber) add('release', unique.delete(phoneMarker(u.phonenumber)).commit());
      for (const l of userRoleLinks(u.userId, u.roleIds ?? [])) add('link', userRole.delete(l).commit());
      for (const l of userPostLinks(u.userId, u.postIds ?? [])) add('link', userPost.delete(l).commit());
      const cert = certificateMarkerOf(u);
      if (cert) add('cert', certificate.delete({ month: cert.month, userId: cert.userId }).commit());
    }
    for (const op of userTallyItems(userTally, items.map((before) => ({ before })))) add('tally', op);
  });
  if (refused) throw refused.part === 'referenced' ? AppError.of(USER_ERRORS, 'user.usedBySale') : new AppError('common.conflict');
}

// ---- imports in progress (data/access/imports.ts) -------------------------------------------------------------------

/** Stores a user import: the progress record (part 0) and one item per batch of rows (parts 1..n). */
export const createUserImport = (progress: Omit<NewUserImportItem, 'kind'>, batches: string[]) => createImport({ ...progress, kind: 'user' }, batches);
/** The progress of a user import (null when absent or of another kind). */
export const getUserImport = (importId: string) => getImport('user', importId);
