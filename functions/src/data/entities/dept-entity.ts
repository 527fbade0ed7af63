import { Entity, type CreateEntityItem, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * Organization (department / client). `deptPath` ("0,100,105,") is its materialized path: the gsi1 sort key is
 * `$dept_1#deptpath_<path>`, so "organization X and below" is ONE key-prefix Query (begins_with X's path) and X
 * alone is an equality on the same key. `ancestors` ("0,100") is kept for API compatibility and derived from it.
 */
export const DeptEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'dept', version: '1', service: 'aed' },
    attributes: {
      deptId: { type: 'number', required: true },
      parentId: { type: 'number', required: true, default: 0 },
      ancestors: { type: 'string', required: true, default: '0' },
      deptPath: { type: 'string', required: true },
      deptName: { type: 'string', required: true },
      companyName: { type: 'string', required: true, default: '' },
      /** 0 agent/distributor, 2 terminal client/customer. */
      deptType: { type: ['0', '2'] as const, required: true, default: '0' },
      orderNum: { type: 'number', required: true, default: 0 },
      leader: { type: 'string', required: true, default: '' },
      phone: { type: 'string', required: true, default: '' },
      email: { type: 'string', required: true, default: '' },
      address: { type: 'string', required: true, default: '' },
      detailAddress: { type: 'string', required: true, default: '' },
      equipmentQuota: { type: 'number', required: true, default: 0 },
      userQuota: { type: 'number', required: true, default: 0 },
      operationAccountCount: { type: 'number', required: true, default: 0 },
      viewAccountCount: { type: 'number', required: true, default: 0 },
      reportLanguage: { type: 'string', required: true, default: '' },
      reportTitle: { type: 'string', required: true, default: '' },
      reportTimeZone: { type: 'string', required: true, default: '' },
      deptCode: { type: 'string', required: true, default: '' },
      status: { type: ['0', '1'] as const, required: true, default: '0' },
      mailProtocol: { type: 'string', required: true, default: '' },
      mailHost: { type: 'string', required: true, default: '' },
      /** 0: not set. */
      mailPort: { type: 'number', required: true, default: 0 },
      mailAccount: { type: 'string', required: true, default: '' },
      /** AES-256-GCM ciphertext of the mail password (see docs/decisions/0005); never returned by the API. */
      mailPasswordEnc: { type: 'string', required: true, default: '' },
      mailEncryption: { type: 'string', required: true, default: '' },
      /**
       * Set while a move rewrites the paths of the subtree and its users ("<oldPath>|<newPath>"); cleared when done.
       * A move that stopped half-way is finished by the next write to the organization.
       */
      pendingMove: { type: 'string', required: true, default: '' },
      /** When the logo / seal image (a separate deptImage item) was last set; '' when there is none. */
      logoTime: { type: 'string', required: true, default: '' },
      sealTime: { type: 'string', required: true, default: '' },
      /**
       * Moves (+1) with every write that places an organization under this one or allocates from it (add, move in,
       * change of a child's quotas or type); an edit of this organization is conditioned on the value it read, so a
       * child written meanwhile refuses it (decision 0022). Absent until the first such write.
       */
      childVersion: { type: 'number' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['deptId'] }, sk: { field: 'sk', composite: [] } },
      byPath: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath'] } },
    },
  },
  entityConfig,
));
export type DeptItem = EntityItem<typeof DeptEntity>;
export type NewDeptItem = CreateEntityItem<typeof DeptEntity>;

/** "0,100,105," -> "0,100" (the ancestors of organization 105). */
export const ancestorsOf = (deptPath: string): string => deptPath.split(',').filter(Boolean).slice(0, -1).join(',');
/** The path of organization `deptId` under a parent whose path is `parentPath`. */
export const childPath = (parentPath: string, deptId: number): string => `${parentPath}${deptId},`;
