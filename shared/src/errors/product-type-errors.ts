import type { ErrorDefinitions } from './error-definition';

/** Product type errors (docs/decisions/0014). */
export const PRODUCT_TYPE_ERRORS = {
  'productType.codeExists': { status: 409, message: 'The product type code already exists' },
  'productType.nameExists': { status: 409, message: 'The product type name already exists' },
  'productType.notFound': { status: 404, message: 'The product type does not exist' },
  'productType.inUse': { status: 409, message: 'The product type "{{name}}" is used by models or devices ({{count}}) and cannot be deleted' },
  'productType.disabled': { status: 409, message: 'The product type "{{name}}" is disabled: it cannot receive new models' },
  'productType.tooMany': { status: 409, message: 'The maximum number of product types has been reached' },
} as const satisfies ErrorDefinitions;
