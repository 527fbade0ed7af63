import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * System parameters (docs/decisions/0026). A parameter belongs to an organization (`deptId`, its materialized path
 * `deptPath`, rebased when the organization moves); the seeded ones, which the platform reads, are the root
 * organization's. The key is unique per organization (a `unique` marker `configKey` / `<deptId>#<key>`).
 *
 * - `byPath` (gsi1): every parameter by (organization path, id): "organization X and below" is a begins_with on X's
 *   path, so a list reads only the caller's scope (`idOrder` is the id zero-padded, so ids sort as numbers).
 * - `byKey` (gsi2): one key's parameters by organization: the platform reads its well-known keys from the root
 *   organization with one Query (key, deptId).
 */
export const ConfigEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'config', version: '1', service: 'aed' },
    attributes: {
      configId: { type: 'number', required: true },
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      /** configId zero-padded to 12 digits (set by data/access/configs.ts). */
      idOrder: { type: 'string', required: true },
      configName: { type: 'string', required: true },
      configKey: { type: 'string', required: true },
      configValue: { type: 'string', required: true, default: '' },
      configType: { type: ['Y', 'N'] as const, required: true },
      remark: { type: 'string', required: true, default: '' },
      /** Lower-cased name and key: the list's case-insensitive "contains" filters (set by data/access/configs.ts). */
      nameSearch: { type: 'string', required: true, default: '' },
      keySearch: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['configId'] }, sk: { field: 'sk', composite: [] } },
      byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'idOrder'] } },
      byKey: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['configKey'] }, sk: { field: 'gsi2sk', composite: ['deptId'] } },
    },
  },
  entityConfig,
));
export type ConfigItem = EntityItem<typeof ConfigEntity>;

/**
 * Parameters as they were stored before they belonged to an organization (one partition `all` by id). Read only by
 * the seed's migration (data/access/config-migration.ts), which moves them to the root organization.
 */
export const LegacyConfigEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'config', version: '1', service: 'aed' },
    attributes: {
      configId: { type: 'number', required: true },
      configName: { type: 'string', required: true },
      configKey: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['configId'] }, sk: { field: 'sk', composite: [] } },
      all: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['configId'] } },
    },
  },
  entityConfig,
));
