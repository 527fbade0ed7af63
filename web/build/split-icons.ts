/**
 * react-icons ships each icon set as one module (`react-icons/lu` holds all 1,500 lucide icons). Tree-shaking keeps
 * only the icons the app uses, but they stay one module, so the bundler puts every icon any screen uses into one
 * chunk, and the login page downloads the icons of every screen. This build step gives each icon its own module:
 * `import { LuX, LuY as Z } from 'react-icons/lu'` becomes one import per icon from `virtual:react-icons/lu/LuX`,
 * whose code is that icon's function from the set's module. A chunk then carries the icons its own code draws
 * (docs/decisions/0037).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

const VIRTUAL = 'virtual:react-icons/';
const RESOLVED = `\0${VIRTUAL}`;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** `react-icons/<set>` -> set name; undefined for anything else (`react-icons` itself, `react-icons/lib`). */
const iconSetOf = (source: string) => /^react-icons\/([a-z0-9]+)$/.exec(source)?.[1];

/** Rewrites the named imports from an icon set into one import per icon; null when the code has none. */
export function splitIconImports(code: string, file = 'module.tsx'): string | null {
  if (!code.includes('react-icons/')) return null;
  const program = parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }, file) as unknown as { body: Node[] };
  const cuts: { start: number; end: number; text: string }[] = [];
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration') continue;
    const set = iconSetOf((node.source as { value: string }).value);
    if (!set) continue;
    if (node.importKind === 'type') continue;
    const specifiers = node.specifiers as (Node & { imported?: { name: string }; local: { name: string }; importKind?: string })[];
    const lines = specifiers.map((s) => {
      if (s.type !== 'ImportSpecifier' || !s.imported) throw new Error(`${file}: import icons by name from react-icons/${set}`);
      const name = s.imported.name;
      const binding = name === s.local.name ? name : `${name} as ${s.local.name}`;
      return `import ${s.importKind === 'type' ? 'type ' : ''}{ ${binding} } from '${VIRTUAL}${set}/${name}';`;
    });
    cuts.push({ start: node.start, end: node.end, text: lines.join(' ') });
  }
  if (!cuts.length) return null;
  let out = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, cut.start) + cut.text + out.slice(cut.end);
  return out;
}

/** Every icon function of a set's module by name (`export function LuX (props) { return GenIcon(...)(props); };`). */
export function iconFunctions(setModule: string): Map<string, string> {
  const icons = new Map<string, string>();
  for (const match of setModule.matchAll(/^export function (\w+) \(props\) \{\n[^\n]*\n\};?$/gm)) icons.set(match[1], match[0]);
  return icons;
}

export function splitIconsPlugin(): Plugin {
  const require = createRequire(import.meta.url);
  const sets = new Map<string, Map<string, string>>();
  const setIcons = (set: string) => {
    let icons = sets.get(set);
    if (!icons) {
      icons = iconFunctions(readFileSync(path.join(path.dirname(require.resolve(`react-icons/${set}`)), 'index.mjs'), 'utf8'));
      if (!icons.size) throw new Error(`react-icons/${set}: no icon functions found (has the package's layout changed?)`);
      sets.set(set, icons);
    }
    return icons;
  };
  return {
    name: 'aed:split-icons',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(VIRTUAL) ? `\0${source}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [set, name] = id.slice(RESOLVED.length).split('/');
      const icon = setIcons(set).get(name);
      if (!icon) throw new Error(`react-icons/${set} has no icon ${name}`);
      return `import { GenIcon } from 'react-icons/lib';\n${icon}\n`;
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0])) return null;
      const out = splitIconImports(code, id.split('?')[0]);
      return out === null ? null : { code: out, map: null };
    },
  };
}
