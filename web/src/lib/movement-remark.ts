/**
 * The remark of a stock movement as the user reads it. A sale writes its movement's remark as a reference to itself
 * (`sale:17`, `relet:17`, `void:17`, `leaseExpired:17`: functions/src/domain/sale); those are shown in the user's
 * language ("Sale #17"), any other remark as it was typed.
 */
import type { TFunction } from 'i18next';

const SALE_REFERENCE = /^(sale|relet|void|leaseExpired):(\d+)$/;

export function movementRemark(t: TFunction, remark: string): string {
  const match = SALE_REFERENCE.exec(remark);
  return match ? t(`device:movementRemark.${match[1]}`, { id: match[2] }) : remark;
}
