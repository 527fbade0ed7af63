import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * The platform's public signing keys as the token verifier reads them (decision 0034): one item, written by the seed
 * from the private key (a file locally, Secrets Manager in AWS). Public by nature; only the seed writes it.
 */
export const PublishedJwksEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'publishedJwks', version: '1', service: 'aed' },
    attributes: {
      name: { type: 'string', required: true },
      /** The JWKS document (RFC 7517) as JSON text. */
      jwks: { type: 'string', required: true },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byName: { pk: { field: 'pk', composite: ['name'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
));
