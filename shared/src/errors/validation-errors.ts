/**
 * The codes a request's fields can be refused with: the common codes and each module's `*_FIELD_ERRORS` (the codes the
 * shared schemas use as messages). The request parser (functions/src/middleware/parse-request.ts) resolves a refused
 * field's code here, so a handler carries these and not every module's domain errors (decision 0034).
 */
import { COMMON_ERRORS } from './common-errors';
import { ACCESSORY_FIELD_ERRORS } from './accessory-field-errors';
import { AUTH_FIELD_ERRORS } from './auth-field-errors';
import { CONFIG_FIELD_ERRORS } from './config-field-errors';
import { DEVICE_FIELD_ERRORS } from './device-field-errors';
import { DEVICE_MODEL_FIELD_ERRORS } from './device-model-field-errors';
import { DICT_FIELD_ERRORS } from './dict-field-errors';
import { FILE_FIELD_ERRORS } from './file-field-errors';
import { GEN_FIELD_ERRORS } from './gen-field-errors';
import { INVENTORY_FIELD_ERRORS } from './inventory-field-errors';
import { MENU_FIELD_ERRORS } from './menu-field-errors';
import { MONITOR_FIELD_ERRORS } from './monitor-field-errors';
import { MONITOR_ITEM_FIELD_ERRORS } from './monitor-item-field-errors';
import { NOTIFY_FIELD_ERRORS } from './notify-field-errors';
import { POST_FIELD_ERRORS } from './post-field-errors';
import { PRODUCT_TYPE_FIELD_ERRORS } from './product-type-field-errors';
import { ORDER_FIELD_ERRORS } from './order-errors';
import { QR_FIELD_ERRORS } from './qr-field-errors';
import { ROLE_FIELD_ERRORS } from './role-field-errors';
import { USER_FIELD_ERRORS } from './user-field-errors';
import { SALE_FIELD_ERRORS } from './sale-field-errors';
import { LICENCE_FIELD_ERRORS } from './licence-field-errors';
import { MAIL_FIELD_ERRORS } from './mail-field-errors';
import { REPORT_FIELD_ERRORS } from './report-field-errors';

export const VALIDATION_ERRORS = { ...COMMON_ERRORS, ...ACCESSORY_FIELD_ERRORS, ...AUTH_FIELD_ERRORS, ...CONFIG_FIELD_ERRORS, ...DEVICE_FIELD_ERRORS, ...DEVICE_MODEL_FIELD_ERRORS, ...DICT_FIELD_ERRORS, ...FILE_FIELD_ERRORS, ...GEN_FIELD_ERRORS, ...INVENTORY_FIELD_ERRORS, ...MENU_FIELD_ERRORS, ...MONITOR_FIELD_ERRORS, ...MONITOR_ITEM_FIELD_ERRORS, ...NOTIFY_FIELD_ERRORS, ...POST_FIELD_ERRORS, ...PRODUCT_TYPE_FIELD_ERRORS, ...ROLE_FIELD_ERRORS, ...USER_FIELD_ERRORS, ...SALE_FIELD_ERRORS, ...LICENCE_FIELD_ERRORS, ...QR_FIELD_ERRORS, ...ORDER_FIELD_ERRORS, ...REPORT_FIELD_ERRORS, ...MAIL_FIELD_ERRORS } as const;
export type ValidationErrorCode = keyof typeof VALIDATION_ERRORS;
