import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ROUTES, routeEntry } from '@aed/functions/routes/route-table';
import { HANDLER_FILES, REPO_ROOT, routeEntryFile } from '../../src/paths';
import { createPlatform, type Platform, type PlatformOptions } from '../../src/platform';

/** The context `cdk synth` gets from cdk.json (feature flags, mailDomain), so tests build the same app. */
export const CDK_JSON_CONTEXT: Record<string, unknown> = JSON.parse(
  fs.readFileSync(path.join(REPO_ROOT, 'cdk.json'), 'utf8'),
).context;

/** A fresh temporary folder under the run's root (test/support/global-setup.ts removes it). */
export function tempDir(prefix: string): string {
  const root = process.env.AED_INFRA_TEST_TMP ?? os.tmpdir();
  return fs.mkdtempSync(path.join(root, prefix));
}

/** A stand-in SPA build (web/dist) holding only index.html. */
export function fakeWebDist(): string {
  const dist = tempDir('web-dist-');
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>AED</title>');
  return dist;
}

/** Handler modules CDK points at that do not exist (the handler build would fail on them). */
export function missingHandlerFiles(): string[] {
  const files = [...ROUTES.map((route) => routeEntryFile(routeEntry(route))), ...Object.values(HANDLER_FILES)];
  return files.filter((file) => !fs.existsSync(file)).map((file) => path.relative(REPO_ROOT, file));
}

export interface TestPlatformOptions extends PlatformOptions {
  context?: Record<string, unknown>;
  /**
   * Validate as `cdk synth` does: register the cdk-nag AwsSolutions checks (as bin/app.ts does) and keep
   * CDK's built-in CloudFormation validation, which costs ~10 s per process. Synth then fails on findings.
   */
  nag?: boolean;
}

export interface TestPlatform extends Platform {
  app: App;
}

/**
 * The whole platform as bin/app.ts builds it, with bundling skipped (`aws:cdk:bundling-stacks: []`), so the handler
 * build does not run (infra/test/bundling.test.ts runs it).
 */
export function buildTestPlatform(options: TestPlatformOptions = {}): TestPlatform {
  const { context, nag, ...platformOptions } = options;
  const missing = missingHandlerFiles();
  if (missing.length) throw new Error(`handler modules missing (not created by infra):\n${missing.join('\n')}`);
  const app = new App({
    outdir: tempDir('cdk-out-'),
    builtinCloudFormationValidation: Boolean(nag),
    context: { ...CDK_JSON_CONTEXT, 'aws:cdk:bundling-stacks': [], ...context },
  });
  const platform = createPlatform(app, {
    env: { account: '123456789012', region: 'eu-west-1' },
    // No SPA upload unless a test asks for one: web/dist may or may not exist on this machine.
    webDistDir: path.join(tempDir('no-web-dist-'), 'dist'),
    ...platformOptions,
  });
  if (nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, ...platform };
}

/** Every stack of the app, nested stacks included, in construct-tree order. */
export function allStacks(app: App): Stack[] {
  return app.node.findAll().filter((node): node is Stack => Stack.isStack(node));
}

export const isNested = (stack: Stack): boolean => NestedStack.isNestedStack(stack);

/** A synthesized resource, loosely typed for assertions. */
export interface TemplateResource {
  Properties: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- CloudFormation JSON
}

/** Resources of a given type across several templates. */
export function resourcesOfType(templates: Template[], type: string): Record<string, TemplateResource> {
  return Object.assign({}, ...templates.map((template) => template.findResources(type)));
}
