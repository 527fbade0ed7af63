/**
 * The floor under every handler: a probe that imports only the packages the customer mandates for the data path (the
 * DynamoDB client and document client, ElectroDB) and zod (the shared schemas), builds the client as the data layer
 * does, and nothing of ours. Built with the options of the one handler build (same aliases, minified ESM, node24).
 * Issue 13's first targets (600 KB per handler; importing a handler within 2x of an empty Node process) sit below this
 * floor on its own, so the bench states each handler against it (docs/decisions/0034).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { buildOptions } from '../../infra/src/bundle/handler-build';

const PROBE = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Entity } from 'electrodb';
import * as z from 'zod';
export const floor = [Entity, DynamoDBDocumentClient.from(new DynamoDBClient({})), z.object({ id: z.string() })];
`;

export interface MandatedFloor {
  /** Bytes of the probe's one output file. */
  bytes: number;
  /** Bytes of the packages without zod (the "ElectroDB plus the DynamoDB client"). */
  dataPathBytes: number;
  /** The probe written to a temporary folder, to import (part a2). */
  file: string;
}

export async function buildMandatedFloor(repoRoot: string): Promise<MandatedFloor> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aed-bench-floor-'));
  const options = buildOptions([], dir);
  const result = await esbuild.build({
    ...options,
    entryPoints: undefined,
    stdin: { contents: PROBE, resolveDir: path.join(repoRoot, 'functions'), loader: 'ts', sourcefile: 'mandated-floor-probe.ts' },
    splitting: false,
    outdir: undefined,
    outfile: path.join(dir, 'floor.mjs'),
    sourcemap: false,
  });
  const output = result.outputFiles.find((file) => file.path.endsWith('.mjs'))!;
  await writeFile(output.path, output.contents);
  // one output (no splitting, no map)
  const { inputs } = Object.values(result.metafile.outputs)[0];
  const zodBytes = Object.entries(inputs)
    .filter(([input]) => /node_modules\/zod\//.test(input))
    .reduce((n, [, info]) => n + info.bytesInOutput, 0);
  return { bytes: output.contents.byteLength, dataPathBytes: output.contents.byteLength - zodBytes, file: output.path };
}
