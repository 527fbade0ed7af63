import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it("puts zod in jitless mode through zod's global settings", async () => {
    await import('./zod-jitless');
    const { config } = await import('zod/v4');
    expect(config().jitless).toBe(true);
  });
});
