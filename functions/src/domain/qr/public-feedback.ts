/**
 * "Report a problem" from the public maintenance record (issue 16; decisions 0042, 0045): a person standing at the
 * device, not logged in, reports what they saw; it becomes a work order of source "customer feedback" (kind other)
 * for the distributors of the device's organization. Rate-limited per client address and per device; the answer
 * carries the order number only.
 */
import { QR_ERRORS } from '@aed/shared/errors/qr-errors';
import { QR_TOKEN_PATTERN, type PublicFeedbackBody } from '@aed/shared/schemas/qr';
import { createOrderBody } from '@aed/shared/schemas/work-order';
import { getQrCode } from '../../data/access/qr-codes';
import { getDeviceById } from '../../data/access/devices/device-reads';
import { countEvent } from '../../data/access/rate-counters';
import { AppError } from '../../lib/app-error';
import { nowSeconds } from '../../lib/time';
import { createOrder } from '../work-order/order-service';

/** Reports per client address per hour, and per device per day (a stuck button does not flood the distributors). */
export const PUBLIC_FEEDBACK_RATE = { perClientHour: 5, perDeviceDay: 10 } as const;
const FEEDBACK_BY = 'public';

export async function publicFeedback(body: PublicFeedbackBody, clientIp: string): Promise<{ orderNo: string }> {
  const now = nowSeconds();
  const { count } = await countEvent({ scope: `qrFeedback#${clientIp || 'unknown'}`, key: 'reports' }, { seconds: 3600 }, now);
  if (count > PUBLIC_FEEDBACK_RATE.perClientHour) throw AppError.of(QR_ERRORS, 'qr.tooManyRequests');
  const item = QR_TOKEN_PATTERN.test(body.code) ? await getQrCode(body.code) : null;
  if (!item) throw AppError.of(QR_ERRORS, 'qr.invalidCode');
  const device = item.deviceId > 0 ? await getDeviceById(item.deviceId) : null;
  if (!device || !device.deptPath.startsWith(item.deptPath)) throw AppError.of(QR_ERRORS, 'qr.equipmentNotFound');
  const perDevice = await countEvent({ scope: `qrFeedbackDevice#${device.deviceId}`, key: 'reports' }, { seconds: 86_400 }, now);
  if (perDevice.count > PUBLIC_FEEDBACK_RATE.perDeviceDay) throw AppError.of(QR_ERRORS, 'qr.tooManyRequests');
  const order = await createOrder(
    device,
    createOrderBody.parse({ kind: '5', deviceId: device.deviceId, description: body.description, contactName: body.contactName, contactPhone: body.contactPhone }),
    FEEDBACK_BY,
    'feedback',
  );
  return { orderNo: order.orderNo };
}
