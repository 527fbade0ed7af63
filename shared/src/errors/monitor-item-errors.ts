import type { ErrorDefinitions } from './error-definition';

/** Monitoring item preset errors (docs/decisions/0015). Rule-row codes carry no params: the row shows them. */
export const MONITOR_ITEM_ERRORS = {
  'monitorItem.codeExists': { status: 409, message: 'The monitoring item code already exists' },
  'monitorItem.nameExists': { status: 409, message: 'The monitoring item name already exists' },
  'monitorItem.notFound': { status: 404, message: 'The monitoring item does not exist' },
  'monitorItem.tooMany': { status: 409, message: 'The maximum number of monitoring items has been reached' },
  'monitorItem.inUse': { status: 409, message: 'The monitoring item "{{name}}" is used by devices and cannot be deleted or disabled' },
  'monitorItem.typeInUse': { status: 409, message: 'The type of the monitoring item "{{name}}" cannot change while devices use it' },
  'monitorItem.reserved': { status: 409, message: 'The monitoring item "{{name}}" is a reserved platform item and cannot be deleted' },
  'monitorItem.reservedFixed': { status: 409, message: 'The code and type of a reserved monitoring item cannot change' },
} as const satisfies ErrorDefinitions;
