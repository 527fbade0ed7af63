/**
 * The one headless Chromium a container renders PDFs with (decision 0056), launched on first use and reused while it
 * lives: in Lambda `@sparticuz/chromium` (unpacked to /tmp once per sandbox, with the CJK font shipped next to the
 * handler copied among its fonts), locally the machine's Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium).
 * Only the environment tells them apart.
 */
import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import type { Browser } from 'puppeteer-core';

/** Flags that work headless as root on a laptop or CI (no sandbox there: the page is our own HTML, no network). */
const LOCAL_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--font-render-hinting=none'];

/**
 * Folders of the PDF function's asset beside its handler (infra/src/bundle/pdf-code.ts): the packed browser, and the
 * fonts (the package has Open Sans only: Chinese would silently disappear).
 */
export const PACK_DIR = 'chromium-bin';
export const FONT_DIR = 'fonts';

const inLambda = () => !!process.env.AWS_LAMBDA_FUNCTION_NAME;

let launching: Promise<Browser> | null = null;

async function launch(): Promise<Browser> {
  const { default: puppeteer } = await import('puppeteer-core');
  if (!inLambda()) {
    return puppeteer.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: LOCAL_FLAGS });
  }
  const { default: chromium } = await import('@sparticuz/chromium');
  // its JavaScript is in the bundle; its packed browser ships beside it (`chromium-bin/`, infra's PDF asset)
  const taskRoot = process.env.LAMBDA_TASK_ROOT || '/var/task';
  const executablePath = await chromium.executablePath(path.join(taskRoot, PACK_DIR));
  // @sparticuz points fontconfig at /tmp/fonts (its own fonts unpack there): ours join them
  const fontDir = process.env.FONTCONFIG_PATH || path.join(tmpdir(), 'fonts');
  await mkdir(fontDir, { recursive: true });
  const shipped = path.join(taskRoot, FONT_DIR);
  for (const font of existsSync(shipped) ? await readdir(shipped) : []) {
    if (!existsSync(path.join(fontDir, font))) await copyFile(path.join(shipped, font), path.join(fontDir, font));
  }
  return puppeteer.launch({ executablePath, headless: 'shell', args: chromium.args });
}

/** The container's browser: launched once; launched again when it died (a crash, a closed connection). */
export async function pdfBrowser(): Promise<Browser> {
  if (launching) {
    const browser = await launching.catch(() => null);
    if (browser?.connected) return browser;
  }
  launching = launch();
  return launching;
}

/** Closes the browser (tests, the local runtime's shutdown). */
export async function closePdfBrowser(): Promise<void> {
  const current = launching;
  launching = null;
  const browser = await current?.catch(() => null);
  if (!browser) return;
  for (const page of await browser.pages().catch(() => [])) await page.close().catch(() => undefined);
  await browser.close().catch(() => undefined);
}
