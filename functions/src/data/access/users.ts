import { AppError } from '../../domain/app-error';
import { aedService } from '../service';
import { UserEntity, type UserItem } from '../entities/user-entity';
import { UniqueEntity } from '../entities/unique-entity';
import { userRoleLinks } from './user-roles';

export const emailMarker = (email: string) => ({ scope: 'email', value: email.toLowerCase() });
export const phoneMarker = (phone: string) => ({ scope: 'phone', value: phone.replace(/[\s-]/g, '') });
export const usernameMarker = (username: string) => ({ scope: 'username', value: username.toLowerCase() });

export async function getUserById(userId: number): Promise<UserItem | null> {
  const { data } = await UserEntity.get({ userId }).go();
  return data;
}

export async function getUserByUsername(username: string): Promise<UserItem | null> {
  const { data } = await UserEntity.query.byUsername({ username }).go({ limit: 2 });
  return data[0] ?? null;
}

/** Creates a user with the markers that keep account, email and phone unique (one transaction). */
export async function createUser(user: UserItem): Promise<void> {
  const owner = String(user.userId);
  const markers = [
    { marker: usernameMarker(user.username), code: 'common.conflict' as const },
    ...(user.email ? [{ marker: emailMarker(user.email), code: 'profile.emailExists' as const }] : []),
    ...(user.phonenumber ? [{ marker: phoneMarker(user.phonenumber), code: 'profile.phoneExists' as const }] : []),
  ];
  const result = await aedService.transaction
    .write(({ user: users, unique, userRole }) => [
      users.create(user).commit(),
      ...markers.map((m) => unique.create({ ...m.marker, ownerId: owner }).commit()),
      // "user holds role" links (access/user-roles.ts), after the markers so the index above still names a marker
      ...userRoleLinks(user.userId, user.roleIds ?? []).map((link) => userRole.put(link).commit()),
    ])
    .go();
  if (result.canceled) {
    const failed = result.data.slice(1, 1 + markers.length).findIndex((r) => r.rejected);
    throw new AppError(failed >= 0 ? markers[failed].code : 'common.conflict');
  }
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
  const result = await aedService.transaction
    .write(({ user, unique }) => [
      user
        .patch({ userId: before.userId })
        .set({ ...changes, updateTime: at, updateBy: by })
        .where((attr, op) => op.eq(attr.updateTime, before.updateTime))
        .commit(),
      ...swaps.flatMap((s) => [
        ...(s.from ? [unique.delete(s.from).where((attr, op) => `${op.notExists(attr.ownerId)} OR ${op.eq(attr.ownerId, owner)}`).commit()] : []),
        ...(s.to ? [unique.create({ ...s.to, ownerId: owner }).commit()] : []),
      ]),
    ])
    .go();
  if (!result.canceled) return;
  // Which part failed decides the message: a taken marker names the field, anything else is a concurrent edit.
  const createdScopes = swaps.flatMap((s) => [...(s.from ? ['delete'] : []), ...(s.to ? [s.scope] : [])]);
  const failed = result.data.slice(1).findIndex((r) => r.rejected);
  const scope = failed >= 0 ? createdScopes[failed] : undefined;
  if (scope === 'email') throw new AppError('profile.emailExists');
  if (scope === 'phone') throw new AppError('profile.phoneExists');
  throw new AppError('common.conflict');
}
