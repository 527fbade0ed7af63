import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * Login log: partitioned by month (docs/decisions/0006-log-paging.md). gsi1 = the whole month newest first (scope
 * "all"); gsi2 = the month by organization path, so a scoped page is a key-prefix Query on the caller's subtree.
 * Attempts on unknown accounts carry an empty path: only scope "all" sees them.
 */
export const LoginLogEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'loginLog', version: '1', service: 'aed' },
    attributes: {
      infoId: { type: 'string', required: true },
      month: { type: 'string', required: true },
      userName: { type: 'string', required: true },
      /** Materialized path of the account's organization ('' when the account is unknown). */
      deptPath: { type: 'string', required: true, default: '' },
      ipaddr: { type: 'string', required: true, default: '' },
      loginLocation: { type: 'string', required: true, default: '' },
      browser: { type: 'string', required: true, default: '' },
      os: { type: 'string', required: true, default: '' },
      /** 0 success, 1 failure. */
      status: { type: ['0', '1'] as const, required: true },
      msg: { type: 'string', required: true, default: '' },
      loginTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['infoId'] }, sk: { field: 'sk', composite: [] } },
      byMonth: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['month'] }, sk: { field: 'gsi1sk', composite: ['loginTime', 'infoId'] } },
      byMonthPath: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['month'] }, sk: { field: 'gsi2sk', composite: ['deptPath', 'loginTime', 'infoId'] } },
    },
  },
  entityConfig,
));
export type LoginLogItem = EntityItem<typeof LoginLogEntity>;

/** Operation log, written by the operation-log middleware only; indexed like the login log. */
export const OperLogEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'operLog', version: '1', service: 'aed' },
    attributes: {
      operId: { type: 'string', required: true },
      month: { type: 'string', required: true },
      title: { type: 'string', required: true },
      businessType: { type: 'string', required: true },
      requestMethod: { type: 'string', required: true, default: '' },
      operName: { type: 'string', required: true, default: '' },
      deptId: { type: 'number', required: true, default: 0 },
      /** Materialized path of the operator's organization ('' for anonymous calls: scope "all" only). */
      deptPath: { type: 'string', required: true, default: '' },
      operUrl: { type: 'string', required: true, default: '' },
      operIp: { type: 'string', required: true, default: '' },
      operParam: { type: 'string', required: true, default: '' },
      jsonResult: { type: 'string', required: true, default: '' },
      /** 0 success, 1 failure. */
      status: { type: ['0', '1'] as const, required: true },
      errorMsg: { type: 'string', required: true, default: '' },
      costTime: { type: 'number', required: true, default: 0 },
      operTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['operId'] }, sk: { field: 'sk', composite: [] } },
      byMonth: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['month'] }, sk: { field: 'gsi1sk', composite: ['operTime', 'operId'] } },
      byMonthPath: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['month'] }, sk: { field: 'gsi2sk', composite: ['deptPath', 'operTime', 'operId'] } },
    },
  },
  entityConfig,
));
export type OperLogItem = EntityItem<typeof OperLogEntity>;
