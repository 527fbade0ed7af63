import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_HASH_COST, hashPassword, verifyPassword } from '../../src/domain/auth/passwords';

/** The stored hash names its parameters: `$argon2id$v=19$m=<KiB>,t=<iterations>,p=<lanes>$...`. */
const costOf = (hash: string) => /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(hash)?.slice(1).map(Number);

describe('password hashing cost', () => {
  const saved = { cost: process.env.PASSWORD_HASH_COST, vitest: process.env.VITEST };
  afterEach(() => {
    process.env.PASSWORD_HASH_COST = saved.cost;
    process.env.VITEST = saved.vitest;
  });

  it('hashes at the OWASP argon2id minimum unless a test asks otherwise', async () => {
    delete process.env.PASSWORD_HASH_COST;
    const hash = await hashPassword('Correct#Horse1');
    expect(costOf(hash)).toEqual([PASSWORD_HASH_COST.memorySize, PASSWORD_HASH_COST.iterations, PASSWORD_HASH_COST.parallelism]);
    expect(PASSWORD_HASH_COST).toEqual({ memorySize: 19_456, iterations: 2, parallelism: 1 });
    expect(await verifyPassword('Correct#Horse1', hash)).toBe(true);
    expect(await verifyPassword('Correct#Horse2', hash)).toBe(false);
  });

  it('ignores the cheap test cost outside vitest, so no deployment can weaken stored hashes', async () => {
    process.env.PASSWORD_HASH_COST = 'test';
    delete process.env.VITEST;
    expect(costOf(await hashPassword('Correct#Horse1'))).toEqual([19_456, 2, 1]);
  });

  it('verifies a hash whatever cost it was made with (the parameters travel in the hash)', async () => {
    process.env.PASSWORD_HASH_COST = 'test';
    process.env.VITEST = 'true';
    const cheap = await hashPassword('Correct#Horse1');
    expect(costOf(cheap)![0]).toBeLessThan(19_456);
    expect(await verifyPassword('Correct#Horse1', cheap)).toBe(true);
  });
});
