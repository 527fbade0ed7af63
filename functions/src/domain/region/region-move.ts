import { finishRegionMove, rebaseRegions } from '../../data/access/regions';
import { logger } from '../../lib/logger';

/**
 * Finishes moving a region whose own record already carries its new path and the mark
 * `pendingMove = "<oldPath>|<newPath>"` (docs/decisions/0016): every region below it is rewritten from the old path
 * prefix to the new one, with its new level (conditional patches, so running this again after a failure is
 * harmless), then the mark is cleared. Until then, the next read or write of it or of a region below it finishes
 * the move first (`loadRegionChain`).
 */
export async function completeRegionMove(regionId: number, pendingMove: string): Promise<void> {
  const [from, to] = pendingMove.split('|');
  const rewritten = from && to ? await rebaseRegions(from, to) : 0;
  await finishRegionMove(regionId, pendingMove);
  logger.info('region moved', { regionId, from, to, rewritten });
}
