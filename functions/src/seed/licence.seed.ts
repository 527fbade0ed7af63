import { expireKeyOf, mintLicenceBatch } from '../data/access/licences';
import { ROOT_DEPT } from '../data/data-scope';

/** The root's opening batch (decision 0041): never expires; sold on to organizations from the Licence management screen. */
export const OPENING_LICENCES = 100_000;

export async function mintOpeningLicences(now: string): Promise<void> {
  await mintLicenceBatch({
    batchId: `opening-${now.slice(0, 10)}`,
    deptId: ROOT_DEPT.deptId,
    sourceBatchId: '',
    sourceDeptId: 0,
    total: OPENING_LICENCES,
    available: OPENING_LICENCES,
    used: 0,
    sold: 0,
    expired: 0,
    expireTime: '',
    expireKey: expireKeyOf(''),
    lifetimeDays: 0,
    sellingUnit: 'licence',
    buyingUnit: 'licence',
    expiryRecorded: '0',
    createBy: 'system',
    createTime: now,
  });
}
