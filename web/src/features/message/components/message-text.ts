import type { TFunction } from 'i18next';
import type { MessageRecord } from '@aed/shared/schemas/message';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { formatDateTime } from '../../../lib/format';
import type { PermissionApi } from '../../../lib/permission';

/**
 * A message in the reader's language: its type's texts (`message:type.<msgType>`) filled with its facts; a type the
 * SPA does not know shows the title and content written when it was made.
 */
export function messageText(t: TFunction, m: MessageRecord): { title: string; content: string } {
  const key = `type.${m.msgType}`;
  if (!t(`${key}.title`, { defaultValue: '' })) return { title: m.title, content: m.content };
  // an alarm's time comes as the device sent it (an ISO instant): shown as the reader's local date and time
  const timed = m.msgType.startsWith('alarm') && typeof m.params.at === 'string' ? { ...m.params, at: formatDateTime(m.params.at) } : m.params;
  // a clear says how it ended (`content_manual`, `content_noRecurrence`; back to normal is the plain text)
  const params = typeof timed.reason === 'string' && timed.reason ? { ...timed, context: timed.reason } : timed;
  return { title: t(`${key}.title`, params), content: t(`${key}.content`, params) };
}

/** Where a message leads, when the reader may open it: the sale records of the device, the licences, the profile, the order. */
export function messageLink(m: MessageRecord, permissions: Pick<PermissionApi, 'hasPermission'>): { to: string; search?: Record<string, string> } | undefined {
  if ((m.msgType === 'leaseDue' || m.msgType === 'leaseExpired') && permissions.hasPermission(PERMISSIONS.sale.list)) {
    return { to: '/product/sale', search: typeof m.params.serial === 'string' ? { keyword: m.params.serial } : {} };
  }
  if (m.msgType === 'licenceExpiring' && permissions.hasPermission(PERMISSIONS.licence.list)) return { to: '/system/licence' };
  // a work order's message opens the orders list on that order (its number as the search)
  if (m.msgType.startsWith('order') && typeof m.params.orderNo === 'string' && permissions.hasPermission(PERMISSIONS.workOrder.list)) return { to: '/workorder/order', search: { keyword: m.params.orderNo } };
  // an alarm's message opens its alarm work order when it has one
  if (m.msgType.startsWith('alarm') && typeof m.params.orderNo === 'string' && m.params.orderNo && permissions.hasPermission(PERMISSIONS.workOrder.list)) return { to: '/workorder/order', search: { keyword: m.params.orderNo } };
  if (m.msgType === 'certificateExpiring' || m.msgType === 'certificateOverdue') return { to: '/user/profile' };
  return undefined;
}
