import { countEvent, deleteCounter, deleteCountersOfScope, lockCounter, readCounters, type CounterKey, type CounterState, type Window } from './rate-counters';

/**
 * The counters of one account name's logins, all in one partition (`login#<account>`, lower-cased, known account
 * or not): failures of the account from every address, failures and lock per client address, and the addresses the
 * account logged in from (docs/decisions/0028).
 */
const scopeOf = (username: string) => `login#${username.toLowerCase()}`;
const KNOWN_PREFIX = 'known#';
const accountKey = (username: string): CounterKey => ({ scope: scopeOf(username), key: 'account' });
const addressKey = (username: string, address: string): CounterKey => ({ scope: scopeOf(username), key: `addr#${address}` });
const knownKey = (username: string, address: string): CounterKey => ({ scope: scopeOf(username), key: `${KNOWN_PREFIX}${address}` });

export interface LoginGuardState {
  account: CounterState;
  address: CounterState;
  /** The account logged in successfully from this address within the remembered time. */
  knownAddress: boolean;
}

export async function readLoginGuard(username: string, address: string, now: number): Promise<LoginGuardState> {
  const [account, fromAddress, known] = await readCounters([accountKey(username), addressKey(username, address), knownKey(username, address)], now);
  return { account, address: fromAddress, knownAddress: known.count > 0 };
}

/** Counts one failed login of the account from the address; answers both counts and their windows' ends. */
export async function recordLoginFailure(
  username: string,
  address: string,
  windows: { account: Window; address: Window },
  now: number,
): Promise<{ account: { count: number; endsAt: number }; address: { count: number; endsAt: number } }> {
  const [account, fromAddress] = await Promise.all([
    countEvent(accountKey(username), windows.account, now),
    countEvent(addressKey(username, address), windows.address, now),
  ]);
  return { account, address: fromAddress };
}

export const lockLoginFromAddress = (username: string, address: string, until: number) => lockCounter(addressKey(username, address), until);

/** A successful login: the address's failures are forgotten and the address is remembered as the account's. */
export async function recordLoginSuccess(username: string, address: string, rememberSeconds: number, now: number): Promise<void> {
  await Promise.all([deleteCounter(addressKey(username, address)), countEvent(knownKey(username, address), { seconds: rememberSeconds, sliding: true }, now)]);
}

/** Lifts every lock and forgets every failure of the account (the known addresses stay). */
export const clearLoginFailures = (username: string) => deleteCountersOfScope(scopeOf(username), KNOWN_PREFIX);
