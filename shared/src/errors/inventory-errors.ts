import type { ErrorDefinitions } from './error-definition';

/** Inventory errors (docs/decisions/0021). The stock is read only: its errors are about searches. */
export const INVENTORY_ERRORS = {
} as const satisfies ErrorDefinitions;
