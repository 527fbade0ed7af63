import { PasswordResetEntity, type PasswordResetItem } from '../entities/password-reset-entity';
import { countEvent, type Window } from './rate-counters';
import { writeTransaction } from './transactions';
import { UserEntity } from '../entities/user-entity';

export async function createPasswordReset(reset: Omit<PasswordResetItem, 'usedAt'>): Promise<void> {
  await PasswordResetEntity.create(reset).go();
}

export async function getPasswordReset(tokenHash: string): Promise<PasswordResetItem | null> {
  const { data } = await PasswordResetEntity.get({ tokenHash }).go({ consistent: true });
  return data;
}

/**
 * Uses a link: marks it used and sets the new (chosen) password in one transaction, so a link works once even when
 * it is submitted twice at the same moment. Refused (answers the part) when the link was used or expired meanwhile
 * (`link`), or the user changed password, was disabled or deleted since the link was issued (`user`).
 */
export async function usePasswordReset(reset: PasswordResetItem, passwordHash: string, at: string, now: number): Promise<'link' | 'user' | 'other' | null> {
  const result = await writeTransaction<'link' | 'user'>({ passwordReset: PasswordResetEntity, user: UserEntity }, ({ passwordReset, user }, add) => {
    add(
      'link',
      passwordReset
        .patch({ tokenHash: reset.tokenHash })
        .set({ usedAt: at })
        .where((attr, op) => `${op.notExists(attr.usedAt)} AND ${op.gt(attr.expiresAt, now)}`)
        .commit(),
    );
    add(
      'user',
      user
        .patch({ userId: reset.userId })
        .set({ passwordHash, passwordKind: 'chosen', passwordChangedAt: at, updateTime: at, updateBy: reset.username })
        .where((attr, op) => `${op.eq(attr.passwordChangedAt, reset.passwordChangedAt)} AND ${op.eq(attr.status, '0')} AND ${op.eq(attr.deleted, false)}`)
        .commit(),
    );
  });
  return result ? (result.part ?? 'other') : null;
}

/** Forgot-password requests naming an account (known or not), counted in a window. */
export const countResetRequestsOfAccount = (account: string, window: Window, now: number) =>
  countEvent({ scope: `reset#account#${account.toLowerCase()}`, key: 'requests' }, window, now);

/** Forgot-password requests from one client address, counted in a window. */
export const countResetRequestsFromAddress = (address: string, window: Window, now: number) =>
  countEvent({ scope: `reset#address#${address}`, key: 'requests' }, window, now);
