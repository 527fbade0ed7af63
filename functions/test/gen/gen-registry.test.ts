/**
 * The generator's registry edits insert lines after anchors in repository files (route table, error codes, menus...).
 * When one of those files changes shape, an anchor silently stops matching and a generated module cannot be wired in.
 * This quick check reads the real files; gen-compile.test.ts then proves the wired module compiles and lints.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateModule } from '../../src/domain/gen/generator';
import { SAMPLE } from './gen-sample';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

describe('generator registry edits', () => {
  const { registry } = generateModule(SAMPLE);

  it.each(registry.map((e) => [e.path, e.anchor.trim(), e] as const))('%s has its anchor %s exactly once', (path, _anchor, edit) => {
    const text = readFileSync(join(REPO, path), 'utf8');
    expect(text.split(edit.anchor).length - 1).toBe(1);
  });

});
