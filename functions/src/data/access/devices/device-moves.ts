import { DeviceEntity, type DeviceItem } from '../../entities/device-entity';
import { DeviceTallyEntity, type DeviceTallyItem } from '../../entities/device-tally-entity';
import { StockMovementEntity, type StockMovementItem } from '../../entities/stock-movement-entity';
import { rebaseUnder } from '../path-rebase';

/**
 * Rewrites the path of every device, tally and stock movement line under `from` onto `to` (an organization moved:
 * `completeMove`; `rebaseUnder`: conditional patches, re-runnable). The device version (`updateTime`) is kept, so an
 * edit that read the old path fails as a conflict rather than writing it back.
 */
export async function rebaseDevices(from: string, to: string): Promise<{ devices: number; tallies: number; movements: number }> {
  const devices = await rebaseUnder<Pick<DeviceItem, 'deviceId' | 'deptPath'>>(
    {
      page: (prefix, page) => DeviceEntity.query.byPath({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['deviceId', 'deptPath'] }),
      pathOf: (d) => d.deptPath,
      patch: (d, deptPath) =>
        DeviceEntity.patch({ deviceId: d.deviceId })
          .set({ deptPath })
          .where((attr, op) => op.eq(attr.deptPath, d.deptPath))
          .go(),
    },
    from,
    to,
  );
  const tallies = await rebaseUnder<Pick<DeviceTallyItem, 'deptId' | 'modelId' | 'saleStatus' | 'status' | 'deptPath'>>(
    {
      page: (prefix, page) => DeviceTallyEntity.query.byPath({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['deptId', 'modelId', 'saleStatus', 'status', 'deptPath'] }),
      pathOf: (t) => t.deptPath,
      patch: (t, deptPath) =>
        DeviceTallyEntity.patch({ deptId: t.deptId, modelId: t.modelId, saleStatus: t.saleStatus, status: t.status })
          .set({ deptPath })
          .where((attr, op) => op.eq(attr.deptPath, t.deptPath))
          .go(),
    },
    from,
    to,
  );
  const movements = await rebaseUnder<Pick<StockMovementItem, 'movementId' | 'deptPath' | 'time'>>(
    {
      page: (prefix, page) => StockMovementEntity.query.byPath({}).begins({ deptPath: prefix }).go({ ...page, attributes: ['movementId', 'deptPath', 'time'] }),
      pathOf: (m) => m.deptPath,
      // the time is part of the path index key: ElectroDB needs it to rebuild the key
      patch: (m, deptPath) =>
        StockMovementEntity.patch({ movementId: m.movementId })
          .set({ deptPath, time: m.time })
          .where((attr, op) => op.eq(attr.deptPath, m.deptPath))
          .go(),
    },
    from,
    to,
  );
  return { devices, tallies, movements };
}
