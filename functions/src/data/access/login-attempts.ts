import { LoginAttemptEntity } from '../entities/login-attempt-entity';

const key = (username: string) => ({ username: username.toLowerCase() });

export async function getLoginAttempt(username: string) {
  const { data } = await LoginAttemptEntity.get(key(username)).go();
  return data;
}

/** Atomically counts a failure; returns the new count. */
export async function recordLoginFailure(username: string, ttl: number): Promise<number> {
  const { data } = await LoginAttemptEntity.upsert({ ...key(username), ttl })
    .add({ failures: 1 })
    .go({ response: 'all_new' });
  return data.failures ?? 1;
}

export async function lockLogin(username: string, lockedUntil: number, ttl: number): Promise<void> {
  await LoginAttemptEntity.put({ ...key(username), failures: 0, lockedUntil, ttl }).go();
}

export async function clearLoginAttempts(username: string): Promise<void> {
  await LoginAttemptEntity.delete(key(username)).go();
}
