import { AppError } from '../../domain/app-error';
import { aedService } from '../service';
import { UserEntity, type UserItem } from '../entities/user-entity';
import { UniqueEntity } from '../entities/unique-entity';

export const usernameMarker = (username: string) => ({ scope: 'username', value: username.toLowerCase() });

export async function getUserById(userId: number): Promise<UserItem | null> {
  const { data } = await UserEntity.get({ userId }).go();
  return data;
}

export async function getUserByUsername(username: string): Promise<UserItem | null> {
  const { data } = await UserEntity.query.byUsername({ username }).go({ limit: 2 });
  return data[0] ?? null;
}

/** Creates a user and the marker that keeps the account name unique. */
export async function createUser(user: UserItem): Promise<void> {
  const result = await aedService.transaction
    .write(({ user: users, unique }) => [
      users.create(user).commit(),
      unique.create({ ...usernameMarker(user.username), ownerId: String(user.userId) }).commit(),
    ])
    .go();
  if (result.canceled) throw new AppError('common.conflict');
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

export async function updateUserProfile(
  userId: number,
  changes: Partial<Pick<UserItem, 'nickName' | 'email' | 'phonenumber' | 'sex' | 'language' | 'avatar'>>,
  at: string,
  by: string,
): Promise<UserItem> {
  const { data } = await UserEntity.patch({ userId })
    .set({ ...changes, updateTime: at, updateBy: by })
    .go({ response: 'all_new' });
  return data as UserItem;
}
