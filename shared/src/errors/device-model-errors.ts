import type { ErrorDefinitions } from './error-definition';

/** Device model errors (docs/decisions/0014). */
export const DEVICE_MODEL_ERRORS = {
  'deviceModel.comboExists': { status: 409, message: 'A model with this product type, model code and brand already exists' },
  'deviceModel.brandModelExists': { status: 409, message: 'A model with this brand, model code and model name already exists' },
  'deviceModel.notFound': { status: 404, message: 'The device model does not exist' },
  'deviceModel.inUse': { status: 409, message: 'The model "{{name}}" is used by devices ({{count}}) and cannot be deleted' },
  'deviceModel.typeLocked': { status: 409, message: 'The model "{{name}}" is used by devices ({{count}}): its product type cannot be changed' },
  'deviceModel.tooMany': { status: 409, message: 'The maximum number of device models has been reached' },
  'deviceModel.consumablesInUse': {
    status: 409,
    message: 'The model "{{name}}" is used by devices ({{count}}): its consumable kinds cannot be removed nor their rated life lowered (adding kinds or raising a rated life is allowed)',
  },
} as const satisfies ErrorDefinitions;
