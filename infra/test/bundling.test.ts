import { execFileSync } from 'node:child_process';
import { builtinModules } from 'node:module';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { writePdfAsset } from '../src/bundle/pdf-code';
import { ROUTES, routeById, type RouteId } from '@aed/functions/routes/route-table';
import { ROUTE_NEEDS } from '../src/constructs/route-function';
import {
  CAPTCHA_DIRNAME_SHIM,
  entryClosure,
  ESM_REQUIRE_BANNER,
  VENDOR_MAP_OWN_SHARE,
  prepareHandlerBuild,
  handlerEntries,
  type HandlerBuild,
  LAMBDA_ALIASES,
  lambdaHandler,
  routeEntryName,
} from '../src/bundle/handler-build';
import { AppFunction } from '../src/constructs/app-function';
import { RouteFunction } from '../src/constructs/route-function';
import { HANDLER_FILES } from '../src/paths';
import { CDK_JSON_CONTEXT, tempDir } from './support/platform';

/** The route whose handler imports svg-captcha (domain/auth/captcha.ts): the captcha image (login and forgot password only check answers). */
const CAPTCHA_ROUTES: RouteId[] = ['CaptchaImage'];

const text = (build: HandlerBuild, file: string) => Buffer.from(build.files.get(file)!).toString('utf8');

let build: HandlerBuild;
beforeAll(async () => {
  build = await prepareHandlerBuild();
});

describe('one handler build (offline, local esbuild; decision 0034)', () => {
  it('gives every function the one shared asset, with the handler set to its own entry', () => {
    const outdir = tempDir('bundle-');
    const app = new App({ outdir, context: CDK_JSON_CONTEXT, builtinCloudFormationValidation: false });
    const env = { account: '123456789012', region: 'eu-west-1' };
    const routes = new Stack(app, 'Routes', { env });
    for (const id of ['CaptchaImage', 'GetInfo'] as const) new RouteFunction(routes, { route: routeById(id), environment: {} });
    const telemetry = new Stack(app, 'Telemetry', { env });
    new AppFunction(telemetry, 'Telemetry', { entry: HANDLER_FILES.telemetry, description: 'telemetry', environment: {} });
    const assembly = app.synth();

    const functions = [routes, telemetry].flatMap((stack) => Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')));
    expect(functions.map((fn) => fn.Properties.Handler).sort()).toEqual(
      [lambdaHandler(routeEntryName(routeById('CaptchaImage'))), lambdaHandler(routeEntryName(routeById('GetInfo'))), 'iot/telemetry-handler.handler'].sort(),
    );
    expect(new Set(functions.map((fn) => JSON.stringify(fn.Properties.Code.S3Key))).size).toBe(1);
    const assets = fs.readdirSync(assembly.directory).filter((name) => name.startsWith('asset.'));
    expect(assets).toHaveLength(1);

    // The staged asset is the build, file for file.
    const dir = path.join(assembly.directory, assets[0]);
    const staged = (fs.readdirSync(dir, { recursive: true }) as string[])
      .map((name) => name.split(path.sep).join('/'))
      .filter((name) => fs.statSync(path.join(dir, name)).isFile());
    expect(staged.sort()).toEqual([...build.files.keys()].sort());

    // The captcha entry loads from the staged asset: svg-captcha reads its font when first imported.
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `const m = await import(${JSON.stringify(pathToFileURL(path.join(dir, `${routeEntryName(routeById('CaptchaImage'))}.mjs`)).href)}); console.log(typeof m.handler);`],
      { cwd: os.tmpdir(), env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1' }, encoding: 'utf8', stdio: 'pipe' },
    );
    expect(output.trim()).toBe('function');
  });

  it('has an ESM entry exporting handler for every route and every non-route function, and every entry loads', () => {
    const entries = handlerEntries();
    expect(entries).toHaveLength(new Set([...ROUTES.map(routeEntryName), ...Object.values(HANDLER_FILES)]).size);
    for (const entry of entries) {
      const output = build.entryOutputs.get(entry.name);
      expect(output, entry.name).toBe(`${entry.name}.mjs`);
      expect(build.metafile.outputs[path.posix.join('.handler-build', output!)]?.exports, entry.name).toContain('handler');
    }
    // One process imports them all (shared chunks load once): each must evaluate without the AWS environment.
    const dir = tempDir('build-');
    for (const [name, contents] of build.files) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), contents);
    }
    const urls = entries.map((entry) => pathToFileURL(path.join(dir, `${entry.name}.mjs`)).href);
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `let n = 0; for (const url of ${JSON.stringify(urls)}) { const m = await import(url); if (typeof m.handler === 'function') n++; else console.log('no handler', url); } console.log(n);`],
      { cwd: os.tmpdir(), env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1' }, encoding: 'utf8', stdio: 'pipe' },
    );
    expect(output.trim()).toBe(String(entries.length));
  });

  it('emits minified ESM with the require banner and line-only source maps of our code (none for package-only files), and bundles the AWS SDK', () => {
    const code = [...build.files.keys()].filter((name) => name.endsWith('.mjs'));
    let withoutMap = 0;
    for (const file of code) {
      const source = text(build, file);
      expect(source.startsWith(ESM_REQUIRE_BANNER) || source.startsWith(CAPTCHA_DIRNAME_SHIM), file).toBe(true);
      const packages = build.inputs.get(file)!;
      const total = Object.values(packages).reduce((n, bytes) => n + bytes, 0);
      const ownShare = (packages.app ?? 0) / total;
      if (ownShare < VENDOR_MAP_OWN_SHARE) {
        withoutMap++;
        expect(build.files.has(`${file}.map`), file).toBe(false);
        expect(source.includes(`//# sourceMappingURL=${path.posix.basename(file)}.map`), file).toBe(false);
        continue;
      }
      expect(source.trimEnd().endsWith(`//# sourceMappingURL=${path.posix.basename(file)}.map`), file).toBe(true);
      const map = JSON.parse(text(build, `${file}.map`));
      expect(map.sourcesContent, file).toBeUndefined();
    }
    // the large shared chunks (ElectroDB, zod, the DynamoDB client) are package code only
    expect(withoutMap).toBeGreaterThan(0);
    expect(entryClosure(build, routeEntryName(routeById('GetInfo'))).filter((file) => !build.files.has(`${file}.map`)).length).toBeGreaterThan(0);
    // Nothing is left to the runtime but Node's own modules: the SDK v3 clients are inside the build.
    const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
    const external = Object.values(build.metafile.outputs).flatMap((output) => output.imports.filter((imported) => imported.external).map((imported) => imported.path));
    expect([...new Set(external)].filter((name) => !builtins.has(name))).toEqual([]);
    expect(code.some((file) => /from\s*["']@aws-sdk\//.test(text(build, file)))).toBe(false);
  });

  it('takes AWS credentials from the environment only: no handler carries the SDK default chain (lambda-credentials.ts)', () => {
    const inputs = Object.values(build.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    const chain = ['credential-provider-node', 'credential-provider-ini', 'credential-provider-sso', 'credential-provider-web-identity', 'nested-clients', 'credential-provider-imds'];
    for (const pkg of chain) expect(inputs.filter((input) => input.includes(`node_modules/@aws-sdk/${pkg}/`) || input.includes(`node_modules/@smithy/${pkg}/`)), pkg).toEqual([]);
    expect(inputs.some((input) => input.endsWith('functions/src/lib/lambda-credentials.ts'))).toBe(true);
  });

  it('verifies tokens without the private key: routes that sign nothing carry no Secrets Manager client (token-verifier.ts)', () => {
    const carries = (routeId: RouteId, pkg: string) =>
      entryClosure(build, routeEntryName(routeById(routeId))).some((file) => Boolean(build.inputs.get(file)![pkg]));
    for (const routeId of ['GetInfo', 'GetVersion', 'DevicePage', 'ConfigPage', 'Jwks'] as RouteId[]) {
      expect(carries(routeId, '@aws-sdk/client-secrets-manager'), routeId).toBe(false);
    }
    // signing a session token needs the private key
    expect(carries('Login', '@aws-sdk/client-secrets-manager')).toBe(true);
  });

  it('builds the handlers that reach only DynamoDB apart: they carry no other AWS client, nor the XML and REST protocols those need', () => {
    const data = handlerEntries().filter((entry) => build.groups.get(entry.name) === 'data');
    const services = handlerEntries().filter((entry) => build.groups.get(entry.name) === 'services');
    expect(data.length).toBeGreaterThan(services.length);
    const packagesOf = (name: string) => new Set(entryClosure(build, name).flatMap((file) => Object.keys(build.inputs.get(file)!)));
    for (const entry of data) {
      const packages = [...packagesOf(entry.name)];
      expect(packages.filter((pkg) => /^@aws-sdk\/client-(?!dynamodb$)/.test(pkg) || pkg === '@aws-sdk/xml-builder'), entry.name).toEqual([]);
    }
    // the other group: what uses S3 (the logo store), Lambda (background tasks) or Secrets Manager (signing)
    for (const routeId of ['DeptImageUpload', 'Login'] as RouteId[]) expect(build.groups.get(routeEntryName(routeById(routeId))), routeId).toBe('services');
    // each group has its own chunks
    const chunksOf = (entries: typeof data) => new Set(entries.flatMap((entry) => entryClosure(build, entry.name)).filter((file) => file.startsWith('chunks/')).map((file) => file.split('/')[1]));
    expect([...chunksOf(data)]).toEqual(['data']);
    expect([...chunksOf(services)]).toEqual(['services']);
  });

  it('loads few files per handler: the entry, with its own code inlined, and the large shared chunks (entry-merge.ts)', () => {
    for (const routeId of ['GetInfo', 'ConfigPage', 'UserPage', 'DevicePage'] as RouteId[]) {
      const files = entryClosure(build, routeEntryName(routeById(routeId)), { dynamic: false });
      expect(files.length, `${routeId}: ${files.join(', ')}`).toBeLessThanOrEqual(5);
    }
  });

  it('never has a module both inlined into an entry and loaded from a file by it (one instance of its state)', () => {
    const sourcesOf = (file: string) => new Set(build.modules.get(file) ?? []);
    for (const entry of handlerEntries()) {
      const [own, ...loaded] = entryClosure(build, entry.name);
      const inlined = sourcesOf(own);
      for (const file of loaded) {
        const both = [...sourcesOf(file)].filter((source) => inlined.has(source));
        expect(both, `${entry.name} and ${file}`).toEqual([]);
      }
    }
  });

  it('gives each handler only the shared definitions it uses: a route module\'s other routes are not in it (pure-definitions.ts)', () => {
    const code = (routeId: RouteId) => entryClosure(build, routeEntryName(routeById(routeId)), { dynamic: false }).map((file) => text(build, file)).join('\n');
    const getInfo = code('GetInfo');
    expect(getInfo).toContain(routeById('GetInfo').path);
    // the same module (auth.routes.ts) defines the login and captcha routes and their schemas
    expect(getInfo).not.toContain(routeById('Login').path);
    expect(getInfo).not.toContain(routeById('CaptchaImage').path);
    expect(code('ConfigPage')).not.toContain(routeById('ConfigExport').path);
  });

  it('loads the S3 client only where images are stored, served or deleted (the blob store) on the upload path; the job routes reach it only when the upload sweep runs', () => {
    const reachS3 = (dynamic: boolean) =>
      ROUTES.filter((route) => entryClosure(build, routeEntryName(route), { dynamic }).some((file) => Boolean(build.inputs.get(file)!['@aws-sdk/client-s3'])))
        .map((route) => route.id)
        .sort();
    const atStart = reachS3(false);
    expect(atStart).toEqual(['DeptDelete', 'DeptImage', 'DeptImagePart', 'DeptImageUpload', 'MailResend', 'OrderFileUrl', 'ReportPdf', 'ReportSend', 'SaleFileUrl', 'UpdateAvatar', 'UploadConfirm', 'UploadPresign', 'UploadUrl', 'UserAvatar']);
    // every route that sends mail at start is granted SES (and no other)
    const withSes = ROUTES.filter((route) => entryClosure(build, routeEntryName(route), { dynamic: false }).some((file) => Boolean(build.inputs.get(file)!['@aws-sdk/client-sesv2'])))
      .map((route) => route.id)
      .sort();
    expect(Object.entries(ROUTE_NEEDS).filter(([, needs]) => needs.sendsMail).map(([id]) => id).sort()).toEqual(withSes);
    // every route whose code signs or calls S3 is granted the bucket (and no other): a URL signed without rights fails in AWS only
    expect(Object.entries(ROUTE_NEEDS).filter(([, needs]) => needs.blobs).map(([id]) => id).sort()).toEqual(atStart);
    // every route whose code reaches the IoT data plane client is granted iot:Publish (and no other): device commands (decision 0047)
    const withIotData = ROUTES.filter((route) => entryClosure(build, routeEntryName(route), { dynamic: true }).some((file) => Boolean(build.inputs.get(file)!['@aws-sdk/client-iot-data-plane'])))
      .map((route) => route.id)
      .sort();
    expect(withIotData).toEqual(['DeviceCommand']);
    expect(Object.entries(ROUTE_NEEDS).filter(([, needs]) => needs.publishesCommands).map(([id]) => id).sort()).toEqual(withIotData);
    // the job registry loads each larger job when it runs (job-registry.ts)
    expect(reachS3(true).filter((id) => !atStart.includes(id))).toEqual(['JobAdd', 'JobChangeStatus', 'JobDelete', 'JobRun', 'JobUpdate']);
  });

  it('builds every entity in the bundle without jsonschema: ElectroDB accepts the stand-in (electrodb-model-schema.ts)', async () => {
    const inputs = Object.values(build.metafile.outputs).flatMap((output) => Object.keys(output.inputs));
    expect(inputs.filter((input) => input.includes('node_modules/jsonschema/'))).toEqual([]);
    // A probe bundled with the same aliases constructs every entity of the table.
    const repoRoot = path.resolve(__dirname, '../..');
    const entityDir = path.join(repoRoot, 'functions/src/data/entities');
    const entityFiles = fs.readdirSync(entityDir).filter((name) => name.endsWith('.ts'));
    const outdir = tempDir('entity-probe-');
    const probe = path.join(outdir, 'probe.ts');
    fs.writeFileSync(
      probe,
      [
        ...entityFiles.map((name, i) => `import * as m${i} from ${JSON.stringify(path.join(entityDir, name))};`),
        `const modules = [${entityFiles.map((_, i) => `m${i}`).join(', ')}];`,
        `const built = modules.flatMap((m) => Object.values(m)).filter((e) => e && typeof e === 'object' && 'schema' in e).map((e) => e.schema.model.entity);`,
        `console.log(JSON.stringify(built));`,
      ].join('\n'),
    );
    const esbuild = await import('esbuild');
    const result = await esbuild.build({
      entryPoints: [probe],
      absWorkingDir: repoRoot,
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: path.join(outdir, 'probe.mjs'),
      banner: { js: ESM_REQUIRE_BANNER },
      alias: LAMBDA_ALIASES,
      metafile: true,
      logLevel: 'silent',
    });
    expect(Object.keys(result.metafile.inputs).filter((input) => input.includes('node_modules/jsonschema/'))).toEqual([]);
    const built = JSON.parse(execFileSync(process.execPath, [path.join(outdir, 'probe.mjs')], { encoding: 'utf8' })) as string[];
    expect(built.length).toBeGreaterThanOrEqual(entityFiles.length);
    expect(built).toContain('config');
  });

  it('gives the PDF function its entry\'s files, the packed browser and the CJK font, and the staged handler renders Chinese with them as in Lambda (decision 0056)', () => {
    const dir = tempDir('pdf-asset-');
    writePdfAsset(build, dir);
    const files = (fs.readdirSync(dir, { recursive: true }) as string[]).map((name) => name.split(path.sep).join('/')).filter((name) => fs.statSync(path.join(dir, name)).isFile());
    expect(files).toContain('pdf/pdf-handler.mjs');
    expect(files).toContain('chromium-bin/chromium.br');
    expect(files.filter((name) => name.startsWith('fonts/') && name.endsWith('.ttc')).length).toBe(1);
    // only what the PDF entry loads: no route's code
    expect(files.filter((name) => name.startsWith('routes/'))).toEqual([]);
    const blobs = tempDir('pdf-blobs-');
    const tmp = tempDir('pdf-tmp-');
    const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(path.join(dir, 'pdf', 'pdf-handler.mjs')).href)});
      const answer = await handler({ html: '<!doctype html><meta charset="utf-8"><h1>Rapport 检查报告 檢查報告</h1>', key: 'report/1/check', assets: [] });
      console.log(JSON.stringify(answer)); process.exit(0);`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: os.tmpdir(),
      env: { PATH: process.env.PATH, AWS_REGION: 'eu-west-1', AWS_LAMBDA_FUNCTION_NAME: 'pdf-test', LAMBDA_TASK_ROOT: dir, BLOB_DIR: blobs, TMPDIR: tmp, FONTCONFIG_PATH: path.join(tmp, 'fonts'), LOG_LEVEL: 'error' },
      encoding: 'utf8',
      stdio: 'pipe',
      timeout: 120_000,
    });
    expect(JSON.parse(output.trim().split('\n').pop()!)).toMatchObject({ ok: true, key: 'report/1/check', pages: 1 });
    const stored = fs.readFileSync(path.join(blobs, 'report', '1', 'check'));
    const pdf = stored.subarray(stored.indexOf('\n') + 1);
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, '');
    expect(text).toContain('Rapport检查报告檢查報告');
  }, 180_000);

  it('ships the fonts next to the file holding svg-captcha, which exactly the captcha routes load, and nothing else needs __dirname', () => {
    const holding = [...build.inputs].filter(([, packages]) => packages['svg-captcha']).map(([file]) => file);
    expect(holding.length).toBeGreaterThan(0);
    for (const file of holding) {
      expect(text(build, file).startsWith(`${CAPTCHA_DIRNAME_SHIM}\n`), file).toBe(true);
      const font = path.posix.join(path.posix.dirname(file), 'svg-captcha', 'fonts', 'Comismsh.ttf');
      expect(build.files.get(font)?.byteLength, font).toBeGreaterThan(10000);
    }
    const withSvgCaptcha = ROUTES.filter((route) => entryClosure(build, routeEntryName(route)).some((file) => holding.includes(file)))
      .map((route) => route.id)
      .sort();
    expect(withSvgCaptcha).toEqual([...CAPTCHA_ROUTES].sort());
    // The ESM build defines no __dirname/__filename: only svg-captcha's, shimmed, may use them.
    for (const file of [...build.files.keys()].filter((name) => name.endsWith('.mjs'))) {
      const uses = text(build, file).replace(CAPTCHA_DIRNAME_SHIM, '').match(/\b__(dirname|filename)\b/g) ?? [];
      expect(uses.length > 0, file).toBe(holding.includes(file));
      expect(uses.every((use) => use === '__dirname'), file).toBe(true);
    }
  });
});
