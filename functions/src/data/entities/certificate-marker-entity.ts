import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * "User X's certificate ends in month M": written by the Users module when a certificate validity range is
 * saved (one marker per user, in the partition of the end month), read by the certificate-validity job as a
 * Query of this month's and next month's partitions.
 */
export const CertificateMarkerEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'certificate', version: '1', service: 'aed' },
    attributes: {
      /** YYYY-MM of certificateEnd. */
      month: { type: 'string', required: true },
      userId: { type: 'number', required: true },
      username: { type: 'string', required: true, default: '' },
      /** ISO date (YYYY-MM-DD), last valid day. */
      certificateEnd: { type: 'string', required: true },
    },
    indexes: {
      byMonth: { pk: { field: 'pk', composite: ['month'] }, sk: { field: 'sk', composite: ['userId'] } },
    },
  },
  entityConfig,
));
export type CertificateMarkerItem = EntityItem<typeof CertificateMarkerEntity>;
