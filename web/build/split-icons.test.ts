import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { iconFunctions, splitIconImports, splitIconsPlugin } from './split-icons';

const lucide = () => readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('react-icons/lu')), 'index.mjs'), 'utf8');

describe('splitIconImports', () => {
  it('imports each icon from its own module, keeping local names, and leaves other imports alone', () => {
    const code = [
      "import { useState } from 'react';",
      "import type { IconType } from 'react-icons';",
      "import { LuX, LuBell as Bell } from 'react-icons/lu';",
      'export const icons: IconType[] = [LuX, Bell];',
    ].join('\n');
    const out = splitIconImports(code, 'icons.tsx');
    expect(out).toBe(
      [
        "import { useState } from 'react';",
        "import type { IconType } from 'react-icons';",
        "import { LuX } from 'virtual:react-icons/lu/LuX'; import { LuBell as Bell } from 'virtual:react-icons/lu/LuBell';",
        'export const icons: IconType[] = [LuX, Bell];',
      ].join('\n'),
    );
  });

  it('returns null when a module imports no icon set', () => {
    expect(splitIconImports("import type { IconType } from 'react-icons';\nexport type T = IconType;", 'a.ts')).toBeNull();
    expect(splitIconImports("import { useState } from 'react';", 'a.ts')).toBeNull();
  });

  it('refuses a namespace import (it would need every icon)', () => {
    expect(() => splitIconImports("import * as lu from 'react-icons/lu';", 'a.ts')).toThrow(/by name/);
  });
});

describe('the icon modules', () => {
  it("finds every icon function of lucide's set module", () => {
    const source = lucide();
    const icons = iconFunctions(source);
    expect(icons.size).toBe(source.match(/^export function /gm)?.length);
    expect(icons.get('LuX')).toMatch(/^export function LuX \(props\) \{\n {2}return GenIcon\(.*\)\(props\);\n\};?$/);
  });

  it('gives a virtual icon module the icon alone, drawn by GenIcon', () => {
    const plugin = splitIconsPlugin();
    const resolveId = plugin.resolveId as (source: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const id = resolveId('virtual:react-icons/lu/LuBell');
    expect(id).toBe('\0virtual:react-icons/lu/LuBell');
    const code = load(id!)!;
    expect(code.startsWith("import { GenIcon } from 'react-icons/lib';\nexport function LuBell (props)")).toBe(true);
    expect(code.match(/export function/g)).toHaveLength(1);
    expect(() => load('\0virtual:react-icons/lu/LuNoSuchIcon')).toThrow(/no icon LuNoSuchIcon/);
  });
});
