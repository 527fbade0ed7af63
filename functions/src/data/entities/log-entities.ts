import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';

/** Login log: partitioned by month so writes spread and a time-ordered page is one Query. */
export const LoginLogEntity = new Entity(
  {
    model: { entity: 'loginLog', version: '1', service: 'aed' },
    attributes: {
      infoId: { type: 'string', required: true },
      month: { type: 'string', required: true },
      userName: { type: 'string', required: true },
      ipaddr: { type: 'string', required: true, default: '' },
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
      byUser: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['userName'] }, sk: { field: 'gsi2sk', composite: ['loginTime'] } },
    },
  },
  entityConfig,
);
export type LoginLogItem = EntityItem<typeof LoginLogEntity>;

/** Operation log, written by the operation-log middleware only. */
export const OperLogEntity = new Entity(
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
    },
  },
  entityConfig,
);
export type OperLogItem = EntityItem<typeof OperLogEntity>;
