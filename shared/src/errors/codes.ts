import { COMMON_ERRORS } from './common-errors';
import { GEN_ERRORS } from './gen-errors';
import { GEN_FIELD_ERRORS } from './gen-field-errors';
import { AUTH_ERRORS } from './auth-errors';
import { AUTH_FIELD_ERRORS } from './auth-field-errors';
import { CONFIG_ERRORS } from './config-errors';
import { CONFIG_FIELD_ERRORS } from './config-field-errors';
import { DICT_ERRORS } from './dict-errors';
import { DICT_FIELD_ERRORS } from './dict-field-errors';
import { POST_ERRORS } from './post-errors';
import { POST_FIELD_ERRORS } from './post-field-errors';
import { NOTICE_ERRORS } from './notice-errors';
import { DEPT_ERRORS } from './dept-errors';
import { JOB_ERRORS } from './job-errors';
import { MENU_ERRORS } from './menu-errors';
import { MENU_FIELD_ERRORS } from './menu-field-errors';
import { ROLE_ERRORS } from './role-errors';
import { ROLE_FIELD_ERRORS } from './role-field-errors';
import { MONITOR_ERRORS } from './monitor-errors';
import { MONITOR_FIELD_ERRORS } from './monitor-field-errors';
import { USER_ERRORS } from './user-errors';
import { USER_FIELD_ERRORS } from './user-field-errors';
import { PRODUCT_TYPE_ERRORS } from './product-type-errors';
import { PRODUCT_TYPE_FIELD_ERRORS } from './product-type-field-errors';
import { DEVICE_MODEL_ERRORS } from './device-model-errors';
import { DEVICE_MODEL_FIELD_ERRORS } from './device-model-field-errors';
import { MONITOR_ITEM_ERRORS } from './monitor-item-errors';
import { MONITOR_ITEM_FIELD_ERRORS } from './monitor-item-field-errors';
import { REGION_ERRORS, REGION_IMPORT_ERRORS } from './region-errors';
import { FILE_ERRORS } from './file-errors';
import { FILE_FIELD_ERRORS } from './file-field-errors';
import { DEVICE_ERRORS } from './device-errors';
import { DEVICE_FIELD_ERRORS } from './device-field-errors';
import { NOTIFY_ERRORS } from './notify-errors';
import { NOTIFY_FIELD_ERRORS } from './notify-field-errors';
import { HANDLER_ERRORS } from './handler-errors';
import { ACCESSORY_ERRORS } from './accessory-errors';
import { ACCESSORY_FIELD_ERRORS } from './accessory-field-errors';
import { INVENTORY_ERRORS } from './inventory-errors';
import { INVENTORY_FIELD_ERRORS } from './inventory-field-errors';
import { TASK_ERRORS } from './task-errors';
import { SALE_ERRORS } from './sale-errors';
import { ORDER_ERRORS, ORDER_FIELD_ERRORS } from './order-errors';
import { ALARM_ERRORS } from './alarm-errors';
import { MAIL_ERRORS } from './mail-errors';
import { MAIL_FIELD_ERRORS } from './mail-field-errors';
import { RUNNING_STATUS_ERRORS } from './running-status-errors';
import { REPORT_ERRORS } from './report-errors';
import { REPORT_FIELD_ERRORS } from './report-field-errors';
import { INSPECTION_ERRORS } from './inspection-errors';
import { IOT_DATA_ERRORS } from './iot-data-errors';
import { SALE_FIELD_ERRORS } from './sale-field-errors';
import { UPLOAD_ERRORS } from './upload-errors';
import { LICENCE_ERRORS } from './licence-errors';
import { MESSAGE_ERRORS } from './message-errors';
import { LICENCE_FIELD_ERRORS } from './licence-field-errors';
import { QR_ERRORS } from './qr-errors';
import { QR_FIELD_ERRORS } from './qr-field-errors';

/**
 * Stable error codes, one file per module (`<module>-errors.ts`), merged here. The server answers `{ code: <http status>, msg: <English>, errorCode, params? }`;
 * the SPA translates `errorCode` (namespace `errors`) and falls back to `msg`.
 */
export const ERRORS = { ...COMMON_ERRORS, ...GEN_ERRORS, ...AUTH_ERRORS, ...CONFIG_ERRORS, ...DICT_ERRORS, ...POST_ERRORS, ...NOTICE_ERRORS, ...DEPT_ERRORS, ...JOB_ERRORS, ...MENU_ERRORS, ...ROLE_ERRORS, ...MONITOR_ERRORS, ...USER_ERRORS, ...PRODUCT_TYPE_ERRORS, ...DEVICE_MODEL_ERRORS, ...MONITOR_ITEM_ERRORS, ...REGION_ERRORS, ...REGION_IMPORT_ERRORS, ...FILE_ERRORS, ...DEVICE_ERRORS, ...NOTIFY_ERRORS, ...HANDLER_ERRORS, ...ACCESSORY_ERRORS, ...INVENTORY_ERRORS, ...TASK_ERRORS, ...SALE_ERRORS, ...ORDER_ERRORS, ...ORDER_FIELD_ERRORS, ...UPLOAD_ERRORS, ...ACCESSORY_FIELD_ERRORS, ...AUTH_FIELD_ERRORS, ...CONFIG_FIELD_ERRORS, ...DEVICE_FIELD_ERRORS, ...DEVICE_MODEL_FIELD_ERRORS, ...DICT_FIELD_ERRORS, ...FILE_FIELD_ERRORS, ...GEN_FIELD_ERRORS, ...INVENTORY_FIELD_ERRORS, ...MENU_FIELD_ERRORS, ...MONITOR_FIELD_ERRORS, ...MONITOR_ITEM_FIELD_ERRORS, ...NOTIFY_FIELD_ERRORS, ...POST_FIELD_ERRORS, ...PRODUCT_TYPE_FIELD_ERRORS, ...ROLE_FIELD_ERRORS, ...USER_FIELD_ERRORS, ...SALE_FIELD_ERRORS, ...LICENCE_ERRORS, ...LICENCE_FIELD_ERRORS, ...QR_ERRORS, ...QR_FIELD_ERRORS, ...MESSAGE_ERRORS, ...ALARM_ERRORS, ...RUNNING_STATUS_ERRORS, ...REPORT_ERRORS, ...REPORT_FIELD_ERRORS, ...INSPECTION_ERRORS, ...IOT_DATA_ERRORS, ...MAIL_ERRORS, ...MAIL_FIELD_ERRORS } as const;


export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];
