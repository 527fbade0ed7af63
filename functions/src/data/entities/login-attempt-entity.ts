import { Entity } from 'electrodb';
import { entityConfig } from '../client';

/**
 * Failed-login counter per account name, known or not, so a lock answers the same for both and
 * reveals nothing. Expires by TTL.
 */
export const LoginAttemptEntity = new Entity(
  {
    model: { entity: 'loginAttempt', version: '1', service: 'aed' },
    attributes: {
      username: { type: 'string', required: true },
      failures: { type: 'number', required: true, default: 0 },
      lockedUntil: { type: 'number', required: true, default: 0 },
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byUsername: { pk: { field: 'pk', composite: ['username'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);
