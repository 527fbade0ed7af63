import { argon2id, argon2Verify } from 'hash-wasm';
import { randomBytes, randomInt } from 'node:crypto';

/** argon2id at the OWASP minimum: 19 MiB, 2 iterations, one lane. */
export const PASSWORD_HASH_COST = { memorySize: 19_456, iterations: 2, parallelism: 1 } as const;
/**
 * The handler unit tests hash thousands of passwords; they may ask for a cheap cost (PASSWORD_HASH_COST=test), which
 * is honoured only inside vitest, so no deployment's configuration can weaken stored hashes. The encoded hash carries
 * its own parameters, so verification is the same code either way.
 */
const TEST_HASH_COST = { memorySize: 256, iterations: 1, parallelism: 1 } as const;

export function passwordHashCost(): typeof PASSWORD_HASH_COST | typeof TEST_HASH_COST {
  return process.env.VITEST && process.env.PASSWORD_HASH_COST === 'test' ? TEST_HASH_COST : PASSWORD_HASH_COST;
}

/**
 * hash-wasm is pure WebAssembly, so the same code bundles into every Lambda and runs on any laptop without a native
 * binary.
 */
export async function hashPassword(password: string): Promise<string> {
  return argon2id({ password, salt: randomBytes(16), ...passwordHashCost(), hashLength: 32, outputType: 'encoded' });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so unknown accounts cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-Password-1');
  await verifyPassword(password, await dummyHash);
  return false;
}

const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*-_+=?'];
const SPECIAL = CLASSES[3];
/**
 * A random password that satisfies the password rule (all four classes, 14 characters). It starts with a letter or
 * digit: one-time passwords end up in spreadsheets, where a leading = + - @ would start a formula.
 */
export function generatePassword(length = 14): string {
  const all = CLASSES.join('');
  const chars = CLASSES.map((set) => set[randomInt(set.length)]);
  while (chars.length < length) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  const first = chars.findIndex((c) => !SPECIAL.includes(c));
  [chars[0], chars[first]] = [chars[first], chars[0]];
  return chars.join('');
}
