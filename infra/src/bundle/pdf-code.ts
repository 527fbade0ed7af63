import * as fs from 'node:fs';
import * as path from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { FUNCTIONS_SRC, HANDLER_FILES, REPO_ROOT } from '../paths';
import { FONT_DIR, PACK_DIR } from '@aed/functions/pdf/pdf-browser';
import { entryClosure, entryName, handlerBuild, type HandlerBuild } from './handler-build';

/** The CJK font of Debian's `fonts-noto-cjk` (Simplified and Traditional Chinese in one collection). */
export const PDF_FONT_FILE = process.env.PDF_FONT_FILE || '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const CHROMIUM_BIN = path.join(REPO_ROOT, 'node_modules', '@sparticuz', 'chromium', 'bin');

/**
 * The PDF function's files (decision 0056): its entry and the chunks it loads from the one handler build (with their
 * maps), `@sparticuz/chromium`'s packed browser (its JavaScript is bundled; only the brotli files ship), and the CJK
 * font. A machine without the font cannot build it: said plainly rather than shipping a renderer that drops Chinese.
 */
export function writePdfAsset(build: HandlerBuild, dir: string): void {
  if (!fs.existsSync(PDF_FONT_FILE)) throw new Error(`The PDF function needs ${PDF_FONT_FILE} (Debian: apt-get install fonts-noto-cjk; or set PDF_FONT_FILE).`);
  for (const name of entryClosure(build, entryName(HANDLER_FILES.pdf))) {
    for (const file of [name, `${name}.map`]) {
      const contents = build.files.get(file);
      if (!contents) continue;
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), contents);
    }
  }
  fs.cpSync(CHROMIUM_BIN, path.join(dir, PACK_DIR), { recursive: true });
  fs.mkdirSync(path.join(dir, FONT_DIR), { recursive: true });
  fs.copyFileSync(PDF_FONT_FILE, path.join(dir, FONT_DIR, path.basename(PDF_FONT_FILE)));
}

export function pdfCode(): lambda.AssetCode {
  return lambda.Code.fromAsset(FUNCTIONS_SRC, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('unused-local-esbuild-build'),
      local: {
        tryBundle(outputDir: string): boolean {
          writePdfAsset(handlerBuild(), outputDir);
          return true;
        },
      },
    },
  });
}
