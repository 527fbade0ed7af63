import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * Administrative region (platform catalogue, docs/decisions/0016). Two access patterns:
 * - `byParent` (gsi1 = parentId): the children of one region are ONE Query (lazy tree, cascading selects);
 * - `byPath` (gsi2 sk = materialized path "12,45,230,", ancestors then itself): "region X and below" is a
 *   begins_with Query, the whole tree is the partition in depth-first order, and X's ancestors are the ids in its
 *   path (a BatchGet), so a full label costs one read per level.
 */
export const RegionEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'region', version: '1', service: 'aed' },
    attributes: {
      regionId: { type: 'number', required: true },
      /** 0 at the top level. */
      parentId: { type: 'number', required: true, default: 0 },
      regionPath: { type: 'string', required: true },
      /** Depth in the tree (1 = country), kept with the path. */
      level: { type: 'number', required: true },
      regionCode: { type: 'string', required: true },
      regionName: { type: 'string', required: true },
      nameEn: { type: 'string', required: true, default: '' },
      nameFr: { type: 'string', required: true, default: '' },
      nameZhCn: { type: 'string', required: true, default: '' },
      nameZhTw: { type: 'string', required: true, default: '' },
      orderNum: { type: 'number', required: true, default: 0 },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      remark: { type: 'string', required: true, default: '' },
      /** Direct sub-regions: +1/-1 in the transaction that adds, deletes or moves a child. */
      childCount: { type: 'number', required: true, default: 0 },
      /** Lower-cased code and every name, for keyword filters. */
      searchText: { type: 'string', required: true, default: '' },
      /** "<oldPath>|<newPath>" while a move rewrites the subtree below it; '' otherwise. */
      pendingMove: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['regionId'] }, sk: { field: 'sk', composite: [] } },
      byParent: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['parentId'] }, sk: { field: 'gsi1sk', composite: ['regionId'] } },
      byPath: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['regionPath'] } },
    },
  },
  entityConfig,
));
export type RegionItem = EntityItem<typeof RegionEntity>;

/** "12,45,230," -> [12, 45, 230]. */
export const pathIds = (regionPath: string): number[] => regionPath.split(',').filter(Boolean).map(Number);
/** The path of region `regionId` under a parent whose path is `parentPath` ('' at the top level). */
export const childRegionPath = (parentPath: string, regionId: number): string => `${parentPath}${regionId},`;
