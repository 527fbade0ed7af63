import { AppError } from '../../lib/app-error';
import { UniqueEntity } from '../entities/unique-entity';
import type { TransactionEntities } from './transactions';

/**
 * Uniqueness markers (`unique` entity: scope + value, naming their owner): a value is taken by writing its marker in
 * the same transaction as its owner (`create` refuses a taken one), and released by deleting it there.
 */
export interface Marker {
  scope: string;
  value: string;
}

/** The key `existingMarkers` answers a marker by. */
export const markerKey = (m: Marker) => `${m.scope}:${m.value}`;

/** The numeric id of the owner of a marker (one consistent GetItem), or null when the value is free. */
export async function markerOwnerId(marker: Marker): Promise<number | null> {
  const { data } = await UniqueEntity.get(marker).go({ consistent: true });
  const id = Number(data?.ownerId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Which of these markers exist, as `markerKey`s (imports' duplicate checks): one BatchGet per 100 distinct markers,
 * keys DynamoDB left unprocessed asked again (a few times, then `common.tooManyRequests`).
 */
export async function existingMarkers(markers: readonly Marker[]): Promise<Set<string>> {
  const found = new Set<string>();
  const distinct = [...new Map(markers.map((m) => [markerKey(m), { scope: m.scope, value: m.value }])).values()];
  for (let i = 0; i < distinct.length; i += 100) {
    let keys = distinct.slice(i, i + 100);
    for (let attempt = 0; keys.length && attempt < 5; attempt++) {
      const { data, unprocessed } = await UniqueEntity.get(keys).go();
      for (const m of data) found.add(markerKey(m));
      keys = unprocessed as typeof keys;
    }
    if (keys.length) throw new AppError('common.tooManyRequests');
  }
  return found;
}

/** Transaction item: takes the value for `ownerId` (refused when the marker exists). */
export const takeMarker = (unique: TransactionEntities['unique'], marker: Marker, ownerId: string) => unique.create({ ...marker, ownerId }).commit();

/** Transaction item: releases the value, unless another owner holds it meanwhile. */
export const releaseMarker = (unique: TransactionEntities['unique'], marker: Marker, ownerId: string) =>
  unique
    .delete(marker)
    .where((attr, op) => `${op.notExists(attr.ownerId)} OR ${op.eq(attr.ownerId, ownerId)}`)
    .commit();
