import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * A password reset link (docs/decisions/0028), keyed by the SHA-256 of its secret: the secret itself is only in the
 * mail. Used once (`usedAt`, set in the same transaction as the new password), valid until `expiresAt`, and only
 * while the user's password is still the one it had when the link was issued.
 */
export const PasswordResetEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'passwordReset', version: '1', service: 'aed' },
    attributes: {
      tokenHash: { type: 'string', required: true },
      userId: { type: 'number', required: true },
      username: { type: 'string', required: true },
      /** The user's `passwordChangedAt` when the link was issued: any password change since then voids the link. */
      passwordChangedAt: { type: 'string', required: true },
      createTime: { type: 'string', required: true },
      /** Epoch seconds. */
      expiresAt: { type: 'number', required: true },
      usedAt: { type: 'string' },
      /** A day after `expiresAt`: until then a used or expired link is told apart from an unknown one. */
      ttl: { type: 'number', required: true },
    },
    indexes: {
      byTokenHash: { pk: { field: 'pk', composite: ['tokenHash'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
));
export type PasswordResetItem = EntityItem<typeof PasswordResetEntity>;
