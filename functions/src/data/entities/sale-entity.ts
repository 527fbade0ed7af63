import { Entity, type EntityItem } from 'electrodb';
import { SALE_ACTIONS, SALE_VALIDITIES, SELL_TYPES } from '@aed/shared/schemas/sale';
import { SALE_STATUSES } from '@aed/shared/schemas/device';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';
import { attachedFilesAttribute } from './attached-files-attribute';

const location = {
  regionId: { type: 'number', required: true, default: 0 },
  address: { type: 'string', required: true, default: '' },
  locationDesc: { type: 'string', required: true, default: '' },
  latitude: { type: 'number' },
  longitude: { type: 'number' },
} as const;

/**
 * A sale record (docs/decisions/0043-sale-chain.md): the organization holding a device (`sellerDeptId`) sold, leased
 * or handed it as stock to an organization below it (`buyerDeptId`). The device's organization follows the newest
 * record; `priorSaleId`, `priorSaleStatus` say what the device was before it, so voiding puts the device back exactly.
 * `parentSaleId` is the sale the seller itself holds the device by (a sublet), `renewsSaleId` the lease it relets;
 * `renewedBy` is set on a lease while a renewal (not void) supersedes it: it no longer runs, expires or falls due.
 *
 * `deptPath` is the buyer's path (rebased when organizations move): gsi1 `byBuyer` sorts all records by (buyer path,
 * id), so the list is the caller's scope as key-prefix Queries, and the seller (an ancestor) sees its sales too.
 * gsi2 `byDevice` holds the records of one device, oldest first.
 */
export const SaleEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'sale', version: '1', service: 'aed' },
    attributes: {
      saleId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      deviceId: { type: 'number', required: true },
      sellerDeptId: { type: 'number', required: true },
      buyerDeptId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
      parentSaleId: { type: 'number', required: true, default: 0 },
      renewsSaleId: { type: 'number', required: true, default: 0 },
      /** The renewal superseding this lease; absent when none does (a renewal voided removes it). */
      renewedBy: { type: 'number' },
      priorSaleId: { type: 'number', required: true, default: 0 },
      priorSaleStatus: { type: SALE_STATUSES, required: true },
      action: { type: SALE_ACTIONS, required: true },
      sellType: { type: SELL_TYPES, required: true },
      validity: { type: SALE_VALIDITIES, required: true, default: '0' },
      startDate: { type: 'string', required: true },
      endDate: { type: 'string', required: true, default: '' },
      rentDueDate: { type: 'string', required: true, default: '' },
      installer: { type: 'string', required: true, default: '' },
      notifyPersons: {
        type: 'list',
        required: true,
        items: { type: 'map', properties: { name: { type: 'string', required: true }, phone: { type: 'string', required: true }, email: { type: 'string', required: true }, language: { type: 'string' } } },
      },
      handlerIds: { type: 'list', required: true, items: { type: 'number' } },
      reportRecipients: { type: 'list', required: true, default: () => [], items: { type: 'string' } },
      trainings: {
        type: 'list',
        required: true,
        default: () => [],
        items: {
          type: 'map',
          properties: { date: { type: 'string', required: true }, trainer: { type: 'string', required: true }, contact: { type: 'string', required: true }, location: { type: 'string', required: true } },
        },
      },
      ...location,
      customerCompany: { type: 'string', required: true, default: '' },
      contactName: { type: 'string', required: true, default: '' },
      jobTitle: { type: 'string', required: true, default: '' },
      contactPhone: { type: 'string', required: true, default: '' },
      contactEmail: { type: 'string', required: true, default: '' },
      warrantyDate: { type: 'string', required: true, default: '' },
      reservedInstallDate: { type: 'string', required: true, default: '' },
      actualInstallTime: { type: 'string', required: true, default: '' },
      nextMaintenanceDate: { type: 'string', required: true, default: '' },
      licenceActivated: { type: 'boolean', required: true, default: false },
      remark: { type: 'string', required: true, default: '' },
      /** Documents attached (uploads owned by `sale`/<saleId>, decision 0040), with what the screens show of them. */
      files: attachedFilesAttribute(),
      /** Lower-cased serial number, customer company and contact: the keyword filter. */
      searchText: { type: 'string', required: true, default: '' },
      serialNumber: { type: 'string', required: true, default: '' },
      voidBy: { type: 'string', required: true, default: '' },
      voidTime: { type: 'string', required: true, default: '' },
      createBy: { type: 'string', required: true, default: '' },
      createTime: { type: 'string', required: true },
      updateBy: { type: 'string', required: true, default: '' },
      updateTime: { type: 'string', required: true },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['saleId'] }, sk: { field: 'sk', composite: [] } },
      byBuyer: { index: 'gsi1', pk: { field: 'gsi1pk', composite: [] }, sk: { field: 'gsi1sk', composite: ['deptPath', 'saleId'] } },
      byDevice: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['deviceId'] }, sk: { field: 'gsi2sk', composite: ['saleId'] } },
    },
  },
  entityConfig,
));
export type SaleItem = EntityItem<typeof SaleEntity>;

/**
 * A lease that runs (normal, rent): one item per lease keyed by its rent due date, so the daily lease job finds the
 * leases due or overdue with one Query however many devices there are. Written and removed in the transactions of the
 * sale that starts, renews, voids or expires the lease.
 */
export const LeaseDueEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'leaseDue', version: '1', service: 'aed' },
    attributes: {
      rentDueDate: { type: 'string', required: true },
      saleId: { type: 'number', required: true, padding: { length: 12, char: '0' } },
      deviceId: { type: 'number', required: true },
      deptPath: { type: 'string', required: true },
    },
    indexes: {
      byDueDate: { pk: { field: 'pk', composite: [] }, sk: { field: 'sk', composite: ['rentDueDate', 'saleId'] } },
    },
  },
  entityConfig,
));
export type LeaseDueItem = EntityItem<typeof LeaseDueEntity>;

/**
 * A reminder sent for a lease at one threshold (days before the due date, or 0: overdue): its existence is the
 * "never twice" of the lease-expiry reminders (created with a condition before the mail goes out).
 */
export const LeaseReminderEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'leaseReminder', version: '1', service: 'aed' },
    attributes: {
      saleId: { type: 'number', required: true },
      rentDueDate: { type: 'string', required: true },
      threshold: { type: 'number', required: true },
      sentTime: { type: 'string', required: true },
      recipients: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      bySale: { pk: { field: 'pk', composite: ['saleId'] }, sk: { field: 'sk', composite: ['rentDueDate', 'threshold'] } },
    },
  },
  entityConfig,
));

/** One move of a sold device (location change records): where it stood and where it went, by whom, when. */
export const RelocationEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'relocation', version: '1', service: 'aed' },
    attributes: {
      deviceId: { type: 'number', required: true },
      relocationId: { type: 'string', required: true },
      saleId: { type: 'number', required: true },
      from: { type: 'map', required: true, properties: location },
      to: { type: 'map', required: true, properties: location },
      remark: { type: 'string', required: true, default: '' },
      operator: { type: 'string', required: true },
      time: { type: 'string', required: true },
    },
    indexes: {
      byDevice: { pk: { field: 'pk', composite: ['deviceId'] }, sk: { field: 'sk', composite: ['relocationId'] } },
    },
  },
  entityConfig,
));
export type RelocationItem = EntityItem<typeof RelocationEntity>;
