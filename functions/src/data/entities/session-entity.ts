import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/** One record per token: deleting it ends the token on its next request. */
export const SessionEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'session', version: '1', service: 'aed' },
    attributes: {
      sessionId: { type: 'string', required: true },
      userId: { type: 'number', required: true },
      username: { type: 'string', required: true },
      deptId: { type: 'number', required: true },
      deptName: { type: 'string', required: true, default: '' },
      /** Materialized organization path ("0,100,105,"): online users are listed per subtree by key prefix. */
      deptPath: { type: 'string', required: true },
      roles: { type: 'list', items: { type: 'string' }, required: true, default: [] },
      permissions: { type: 'list', items: { type: 'string' }, required: true, default: [] },
      /** The caller's DataScope (JSON), resolved at login from the roles. */
      dataScope: { type: 'string', required: true, default: '{"all":false,"subtrees":[],"exact":[]}' },
      ipaddr: { type: 'string', required: true, default: '' },
      browser: { type: 'string', required: true, default: '' },
      os: { type: 'string', required: true, default: '' },
      loginTime: { type: 'string', required: true },
      lastAccessTime: { type: 'string', required: true },
      idleMinutes: { type: 'number', required: true },
      /**
       * The user's password state at login, kept in step by the own password change: the forced-change gate
       * (middleware/authenticate.ts) decides from it without reading the user. Absent on sessions started before it
       * existed; such a session counts as ended (decision 0027).
       */
      passwordKind: { type: ['initial', 'temporary', 'chosen'] as const },
      passwordChangedAt: { type: 'string' },
      /** Epoch seconds of idle expiry; slides forward with use. */
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['sessionId'] }, sk: { field: 'sk', composite: [] } },
      byUser: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['userId'] }, sk: { field: 'gsi1sk', composite: ['sessionId'] } },
      online: { index: 'gsi2', pk: { field: 'gsi2pk', composite: [] }, sk: { field: 'gsi2sk', composite: ['deptPath', 'loginTime', 'sessionId'] } },
    },
  },
  entityConfig,
));
export type SessionItem = EntityItem<typeof SessionEntity>;
