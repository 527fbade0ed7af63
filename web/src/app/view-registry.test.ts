import { describe, expect, it } from 'vitest';
import { VIEW_REGISTRY, normalizeComponentName, resolveView } from './view-registry';

describe('view registry', () => {
  it('maps the parameters screen', () => {
    expect(resolveView('system/config/index')).toBe(VIEW_REGISTRY['system/config/index']);
    expect(resolveView('/system/config/index.vue')).toBe(VIEW_REGISTRY['system/config/index']);
  });

  it('knows nothing of unknown or inherited names', () => {
    expect(resolveView('system/nothing/index')).toBeUndefined();
    expect(resolveView('toString')).toBeUndefined();
    expect(resolveView('Layout')).toBeUndefined();
  });

  it('normalizes component names', () => {
    expect(normalizeComponentName(' /a/b/index.tsx ')).toBe('a/b/index');
  });

  it('loads each registered view to a default export', async () => {
    for (const [name, view] of Object.entries(VIEW_REGISTRY)) {
      const payload = (view as unknown as { _payload?: { _result: () => Promise<{ default: unknown }> } })._payload;
      if (!payload) continue;
      const mod = await payload._result();
      expect(typeof mod.default, name).toBe('function');
    }
  }, 60_000);
});
