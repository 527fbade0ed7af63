import type { ErrorDefinitions } from './error-definition';

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const DEVICE_FIELD_ERRORS = {
  'device.codeRequired': { status: 400, message: 'The product code is required' },
  'device.codeFormat': { status: 400, message: 'The product code has only letters, digits and . _ - ( ) / :' },
  'device.nameRequired': { status: 400, message: 'The device name is required' },
  'device.serialRequired': { status: 400, message: 'The serial number is required' },
  'device.serialFormat': { status: 400, message: 'The serial number has only half-width letters, digits, hyphens, underscores and parentheses' },
  'device.iotCodeFormat': { status: 400, message: 'The IoT code has only letters, digits and . _ - ( ) / :' },
  'device.textTooLong': { status: 400, message: 'The text is too long' },
  'device.numberFormat': { status: 400, message: 'Enter a number' },
  'device.modelRequired': { status: 400, message: 'The model is required' },
  'device.deptRequired': { status: 400, message: 'The organization is required' },
  'device.productionDateRequired': { status: 400, message: 'The production date is required' },
  'device.warrantyDateRequired': { status: 400, message: 'The warranty date is required' },
  'device.reservedInstallDateRequired': { status: 400, message: 'The reserved installation date is required' },
  'device.purchaseBeforeProduction': { status: 400, message: 'The purchase date cannot be before the production date' },
  'device.outboundBeforePurchase': { status: 400, message: 'The outbound date cannot be before the purchase date' },
  'device.outboundBeforeProduction': { status: 400, message: 'The outbound date cannot be before the production date' },
  'device.warrantyBeforeProduction': { status: 400, message: 'The warranty date cannot be before the production date' },
  'device.outboundRequired': { status: 400, message: 'The outbound date is required before a sale' },
  'device.batteryVoltageRequired': { status: 400, message: 'The first factory battery voltage is required' },
  'device.batteryVoltageRange': { status: 400, message: 'A battery voltage is from 0.1 to 1000 V' },
  'device.chargeTimeRange': { status: 400, message: 'The charge time is from 0.1 to 600 seconds' },
  'device.tooManyMonitorItems': { status: 400, message: 'A device has at most 20 monitoring items' },
  'device.tooManyAtOnce': { status: 400, message: 'At most 10 devices can be changed at once' },
  'device.tooManyToDelete': { status: 400, message: 'At most 8 devices can be deleted at once' },
} as const satisfies ErrorDefinitions;
