import type { ErrorDefinitions } from './error-definition';

/** Organization (department / client) errors. */
export const DEPT_ERRORS = {
  'dept.notFound': { status: 404, message: 'The organization no longer exists, refresh and retry' },
  'dept.parentNotFound': { status: 404, message: 'The parent organization does not exist' },
  'dept.nameExists': { status: 409, message: 'The organization name already exists' },
  'dept.hasChildren': { status: 409, message: 'The organization has child organizations and cannot be deleted' },
  'dept.hasUsers': { status: 409, message: 'The organization has users and cannot be deleted' },
  'dept.parentIsSelfOrChild': { status: 409, message: 'An organization cannot be moved under itself or one of its children' },
  'dept.rootImmutable': { status: 409, message: 'The default organization cannot be moved, disabled, made a customer or deleted' },
  'dept.quotaAboveParent': { status: 409, message: 'The quotas and account counts must be below those of the parent agent ({{field}})' },
  'dept.quotaBelowChildren': { status: 409, message: 'The quotas and account counts must stay above those of the child organizations ({{field}})' },
  'dept.adminLimit': { status: 409, message: 'An organization has at most {{max}} administrators' },
  'dept.readOnlyAdminLimit': { status: 409, message: 'An organization has at most {{max}} read-only administrator' },
  'dept.operationAdminLimit': { status: 409, message: 'An organization has at most {{max}} operation administrator' },
  'dept.mailNotConfigured': { status: 400, message: 'Enter and save the mail server settings first' },
  'dept.mailUnknownHost': { status: 400, message: 'Unknown mail server host' },
  'dept.mailCannotConnect': { status: 400, message: 'Cannot connect to the mail server' },
  'dept.mailAuthFailed': { status: 400, message: 'Mail server login failed: check the account and password' },
  'dept.mailNoRecipient': { status: 400, message: 'No valid recipient for the test message' },
  'dept.hasDevices': { status: 409, message: 'The organization has devices and cannot be deleted' },
  'dept.hasRoles': { status: 409, message: 'The organization owns roles and cannot be deleted' },
  // decision 0022: a parent allocates its children's type and quotas; a customer is terminal
  'dept.quotaByParent': { status: 403, message: 'The quotas and account counts of an organization are allocated by its parent organization ({{field}})' },
  'dept.typeByParent': { status: 403, message: 'The type of an organization is set by its parent organization' },
  'dept.parentIsCustomer': { status: 409, message: 'A customer is a terminal organization: it cannot have child organizations' },
  'dept.customerWithChildren': { status: 409, message: 'An organization with child organizations cannot become a customer' },
} as const satisfies ErrorDefinitions;
