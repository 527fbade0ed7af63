import type { ErrorDefinitions } from './error-definition';

/** User management errors (spec sections 5 and 8). */
export const USER_ERRORS = {
  'user.notFound': { status: 404, message: 'The user does not exist' },
  'user.accountExists': { status: 409, message: 'The login account already exists' },
  'user.phoneExists': { status: 409, message: 'The phone number already exists' },
  'user.emailExists': { status: 409, message: 'The email address already exists' },
  'user.superAdminImmutable': { status: 403, message: 'The super administrator cannot be modified or deleted' },
  'user.superAdminRoleNotAssignable': { status: 403, message: 'The system super administrator role cannot be given to a user' },
  'user.deleteSelf': { status: 409, message: 'You cannot delete or disable your own account' },
  'user.usedBySale': { status: 409, message: 'The user is used by a sale and cannot be deleted' },
  'user.roleNotFound': { status: 400, message: 'A selected role does not exist or is disabled' },
  'user.roleNotGrantable': { status: 403, message: 'You cannot give a role with more rights than your own' },
  'user.postNotFound': { status: 400, message: 'A selected position does not exist' },
  'user.handlerNotAllowed': { status: 400, message: 'The selected roles cannot handle work orders: untick the work-order handling type' },
  'user.reminderNotAllowed': { status: 400, message: 'The selected roles cannot distribute work orders: untick the message notification type' },
  'user.userQuotaFull': { status: 409, message: 'The organization user quota is full ({{max}})' },
  'user.operatorQuotaFull': { status: 409, message: 'The organization operation account quota is full ({{max}})' },
  'user.viewerQuotaFull': { status: 409, message: 'The organization view account quota is full ({{max}})' },
  'user.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
  'user.importFormat': { status: 400, message: 'Only Excel workbooks can be imported: .xlsx, or .xls (Excel 97-2003)' },
  'user.importTemplate': { status: 400, message: 'The file does not match the import template' },
  'user.importEmpty': { status: 400, message: 'The file has no data rows' },
  'user.importTooManyRows': { status: 400, message: 'At most {{max}} rows can be imported at once' },
  'user.importUnsafe': { status: 400, message: 'The file is malformed or expands to an unsafe size' },
  'user.importNotFound': { status: 404, message: 'The import has expired or does not exist, upload the file again' },
  'user.importDuplicate': { status: 409, message: 'Row {{row}}: duplicate {{field}}, row ignored' },
  'user.importDeptNotFound': { status: 400, message: 'Row {{row}}: organization "{{value}}" not found in your scope' },
  'user.importRoleNotFound': { status: 400, message: 'Row {{row}}: role "{{value}}" not found' },
  'user.importAdminRole': { status: 400, message: 'Row {{row}}: administrator accounts cannot be imported' },
  'user.importInvalid': { status: 400, message: 'Row {{row}}: {{field}} is invalid' },
} as const satisfies ErrorDefinitions;

/** The codes the shared schemas answer for an invalid field (the request parser resolves them: validation-errors.ts). */
export const USER_FIELD_ERRORS = {
  'user.accountRequired': { status: 400, message: 'The login account is required' },
  'user.accountFormat': { status: 400, message: 'The login account has 1 to 30 letters, digits, "." or "_"' },
  'user.nameRequired': { status: 400, message: 'The user name is required' },
  'user.nameTooLong': { status: 400, message: 'The user name has at most 30 characters' },
  'user.deptRequired': { status: 400, message: 'The organization is required' },
  'user.roleRequired': { status: 400, message: 'At least one role is required' },
  'user.statusRequired': { status: 400, message: 'The status is required' },
  'user.userTypeRequired': { status: 400, message: 'The user type is required' },
  'user.emailFormat': { status: 400, message: 'Enter a valid email address' },
  'user.phoneFormat': { status: 400, message: 'Enter a valid phone number' },
  'user.certificateRange': { status: 400, message: 'The certificate validity needs a start and an end date, the end not before the start' },
} as const satisfies ErrorDefinitions;
