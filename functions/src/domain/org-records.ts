import type { ErrorRef } from '../lib/app-error';
import { deptNamesOf as namedDepts } from './common/record-names';
import type { Actor } from './actor';
import { AppError } from '../lib/app-error';
import { scopeCovers, scopeCoversSubtree } from '../data/data-scope';

/**
 * Reading records an organization owns (notices, parameters: decision 0026), apart from the write helpers
 * (org-owned.ts) so that a read route's Lambda carries none of the write path.
 */

/** The record, when its organization is in the caller's scope; otherwise (or missing) it does not exist for them. */
export function readableRecord<T extends { deptPath: string }>(actor: Actor, item: T | null | undefined, notFound: ErrorRef): T {
  if (!item || !scopeCovers(actor.scope, item.deptPath)) throw new AppError(notFound);
  return item;
}

/**
 * The names of these organizations, by id (the short per-container cache of record-names.ts, so a warm list reads
 * none); an organization deleted since is left out (its rows show '').
 */
export async function deptNamesOf(deptIds: readonly number[]): Promise<Map<number, string>> {
  return new Map((await namedDepts(deptIds)).map((d) => [d.deptId, d.deptName]));
}

/** The record, when the caller may change it: readable, and its organization's whole subtree is in scope. */
export function changeableRecord<T extends { deptPath: string }>(actor: Actor, item: T | null | undefined, notFound: ErrorRef, outside: ErrorRef): T {
  const record = readableRecord(actor, item, notFound);
  if (!scopeCoversSubtree(actor.scope, record.deptPath)) throw new AppError(outside);
  return record;
}
