import { Entity, type EntityItem } from 'electrodb';
import { MAIL_FAILURES, MAIL_KINDS, MAIL_SENDER_CHOICES, MAIL_STATES, MAIL_TRANSPORTS } from '@aed/shared/schemas/mail-record';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * One mail the platform sent or tried to send (docs/decisions/0046-mail-outbox.md). `deptId`/`deptPath`: the
 * organization the mail is about (its server, or the nearest one above it, sends it; its administrators see it).
 * gsi1 `byOrg` lists an organization subtree's mails by (path, id), gsi2 `byState` the failed ones the same way.
 * Every change of state is conditioned on the `version` read, so two resends never both send.
 */
export const MailRecordEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'mailRecord', version: '1', service: 'aed' },
    attributes: {
      mailId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      deptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      kind: { type: MAIL_KINDS, required: true },
      state: { type: MAIL_STATES, required: true, default: 'sending' },
      version: { type: 'number', required: true, default: 1 },
      transport: { type: MAIL_TRANSPORTS, required: true, default: 'ses' },
      /** The organization whose SMTP server sent it (0: SES). */
      serverDeptId: { type: 'number', required: true, default: 0 },
      fromAddress: { type: 'string', required: true, default: '' },
      to: { type: 'list', items: { type: 'string' }, required: true },
      subject: { type: 'string', required: true },
      text: { type: 'string', required: true, default: '' },
      html: { type: 'string', required: true, default: '' },
      /**
       * Files sent with it (a report's PDF): their blob keys, not the bytes (decision 0056); a send reads them from the
       * store, so a resend attaches the same file.
       */
      attachments: {
        type: 'list',
        required: true,
        default: () => [],
        items: {
          type: 'map',
          properties: {
            blobKey: { type: 'string', required: true },
            filename: { type: 'string', required: true },
            contentType: { type: 'string', required: true },
          },
        },
      },
      /** False when the body held a credential (a password-reset link): recorded without it, never resent. */
      bodyKept: { type: 'boolean', required: true, default: true },
      failure: { type: [...MAIL_FAILURES, ''] as const, required: true, default: '' },
      /** The server's or the service's own words (first 300 characters), for the administrator. */
      failureDetail: { type: 'string', required: true, default: '' },
      attempts: { type: 'number', required: true, default: 0 },
      /** What the mail is about: e.g. `order` + the order id. */
      sourceType: { type: 'string', required: true, default: '' },
      sourceId: { type: 'string', required: true, default: '' },
      /**
       * The sender chosen before a resend (decision 0054): `auto` resolves the nearest server at each send; `platform`
       * or `server` (`serverDeptId`) hold until the mail is sent. With who chose it (or corrected the recipients) and when.
       */
      senderChoice: { type: MAIL_SENDER_CHOICES, required: true, default: 'auto' },
      senderBy: { type: 'string', required: true, default: '' },
      senderTime: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      sentTime: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['mailId'] }, sk: { field: 'sk', composite: [] } },
      byOrg: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'mailId'] } },
      byState: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['state'] }, sk: { field: 'gsi2sk', composite: ['deptPath', 'mailId'] } },
    },
  },
  entityConfig,
));
export type MailRecordItem = EntityItem<typeof MailRecordEntity>;
