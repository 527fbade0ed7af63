import * as z from 'zod';
import { errorParam } from '../api/envelope';

/**
 * xlsx imports (users, devices: docs/decisions/0009, 0018): two calls so that a long import shows progress and no
 * request runs long. The upload checks the file and every row and answers the row messages; `process` writes the
 * next batch until `done`.
 */
export const IMPORT_LIMITS = {
  /** Decoded file size. */
  fileBytes: 2 * 1024 * 1024,
  rows: 1000,
  /** Zip-bomb guard: what the file may inflate to, in total and as a ratio of its size. */
  uncompressedBytes: 20 * 1024 * 1024,
  compressionRatio: 100,
  /** Rows written per `process` call, so each call stays well inside the Lambda and API timeouts. */
  batch: 50,
} as const;

/** The upload: the file as base64 (optionally a data URL). */
export const importFileBody = z.object({
  fileName: z.string().trim().min(1).max(255),
  file: z.string().min(1).max(Math.ceil((IMPORT_LIMITS.fileBytes * 4) / 3) + 200, 'common.fileTooLarge'),
});
export type ImportFileBody = z.infer<typeof importFileBody>;
export const importProcessBody = z.object({ importId: z.string().trim().regex(/^[0-9a-z-]{8,40}$/, 'common.validation') });

/**
 * A row message: `errorCode` is translated with `params` (which include `row`); codes `<module>.import*` name the
 * row themselves, other codes (the rule a row broke) are shown after "Row {row}: ".
 */
export const importRowMessage = z.object({
  row: z.number(),
  errorCode: z.string(),
  params: z.record(z.string(), errorParam).optional(),
});
export type ImportRowMessage = z.infer<typeof importRowMessage>;
/** Answer of both import calls: progress so far; `done` once every valid row was written. */
export const importProgress = z.object({
  importId: z.string(),
  total: z.number(),
  processed: z.number(),
  created: z.number(),
  duplicates: z.array(importRowMessage),
  errors: z.array(importRowMessage),
  done: z.boolean(),
});
export type ImportProgress = z.infer<typeof importProgress>;
