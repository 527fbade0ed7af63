import * as fs from 'node:fs';
import * as path from 'node:path';
import type * as esbuild from 'esbuild';
import ts from 'typescript';
import { REPO_ROOT } from '../paths';

/**
 * Lets the handler build drop the shared definitions a handler does not use (decision 0034).
 *
 * esbuild keeps every top-level `const X = f(...)` whose value nobody uses, because it cannot know that `f` has no
 * side effects (it reads no annotation across modules). In `shared/` such calls build zod schemas and route
 * definitions (`defineRoute`, `z.object`, `.extend`): a handler that imports one route of a module, or one constant of
 * a schema file, got every schema of that file built on each cold start. This plugin wraps the initializer of each
 * top-level `const` in `shared/src` that calls something in a pure-annotated arrow call,
 * `/* @__PURE__ *\/ (() => (EXPR))()`, which esbuild removes when the constant is unused and runs as before when it
 * is used. Only `shared/src` is rewritten: its modules define values and have no import-time effects to keep (a test
 * asserts the rewrite keeps every export's value).
 */
export const SHARED_SRC = path.join(REPO_ROOT, 'shared', 'src');

const PURE = '/* @__PURE__ */ (() => (';
const PURE_END = '))()';

/** Whether evaluating the expression calls or constructs anything (function bodies inside it are not evaluated). */
function callsSomething(node: ts.Node): boolean {
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isClassExpression(node)) return false;
  return ts.forEachChild(node, (child) => (callsSomething(child) ? true : undefined)) ?? false;
}

/** The source with every top-level calling `const` initializer wrapped in a pure-annotated arrow call. */
export function markTopLevelDefinitionsPure(source: string, fileName: string): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { at: number; text: string }[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    if (statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !callsSomething(init)) continue;
      edits.push({ at: init.getStart(file), text: PURE }, { at: init.getEnd(), text: PURE_END });
    }
  }
  let out = source;
  for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
  return out;
}

/** The esbuild plugin: rewrites `shared/src/**\/*.ts` (tests apart) as it loads them. */
export function pureSharedDefinitions(): esbuild.Plugin {
  return {
    name: 'pure-shared-definitions',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!args.path.startsWith(SHARED_SRC + path.sep) || /\.test\.ts$|[\\/]__tests__[\\/]/.test(args.path)) return undefined;
        const source = fs.readFileSync(args.path, 'utf8');
        return { contents: markTopLevelDefinitionsPure(source, args.path), loader: 'ts' };
      });
    },
  };
}
