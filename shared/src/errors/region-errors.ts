import type { ErrorDefinitions } from './error-definition';

/** Administrative region errors (docs/decisions/0016). */
export const REGION_ERRORS = {
  'region.codeExists': { status: 409, message: 'The region code already exists' },
  'region.nameExists': { status: 409, message: 'A region named "{{name}}" already exists under the same parent' },
  'region.notFound': { status: 404, message: 'The region does not exist' },
  'region.parentNotFound': { status: 404, message: 'The parent region does not exist' },
  'region.parentDisabled': { status: 409, message: 'The parent region "{{name}}" is disabled: it cannot receive sub-regions' },
  'region.parentIsSelfOrChild': { status: 409, message: 'A region cannot be moved under itself or one of its sub-regions' },
  'region.tooDeep': { status: 409, message: 'Regions can be nested at most {{max}} levels deep' },
  'region.tooManyChildren': { status: 409, message: 'A region can hold at most {{max}} sub-regions' },
  'region.hasChildren': { status: 409, message: 'The region "{{name}}" has sub-regions ({{count}}) and cannot be deleted' },
  'region.inUse': { status: 409, message: 'The region "{{name}}" is used by addresses ({{count}}) and cannot be deleted' },
  'region.disabled': { status: 409, message: 'The region "{{name}}" is disabled and cannot be chosen' },
  'region.badCursor': { status: 400, message: 'The page cursor is not valid for this search' },
  'region.exportTooLarge': { status: 409, message: 'More than {{max}} regions match: narrow the search to export them' },
} as const satisfies ErrorDefinitions;

/** Region import errors: file-level refusals, and row messages (`{{row}}` is the spreadsheet row). */
export const REGION_IMPORT_ERRORS = {
  'region.importFormat': { status: 400, message: 'Only Excel workbooks can be imported: .xlsx, or .xls (Excel 97-2003)' },
  'region.importTemplate': { status: 400, message: 'The file does not match the region import template (code, parent code and default name columns)' },
  'region.importEmpty': { status: 400, message: 'The file has no data rows' },
  'region.importTooManyRows': { status: 400, message: 'At most {{max}} rows can be imported at once' },
  'region.importUnsafe': { status: 400, message: 'The file is malformed or expands to an unsafe size' },
  'region.importNotFound': { status: 404, message: 'The import has expired or does not exist, upload the file again' },
  'region.importDuplicate': { status: 409, message: 'Row {{row}}: the code "{{value}}" already exists, row ignored' },
  'region.importInvalid': { status: 400, message: 'Row {{row}}: {{field}} is invalid' },
  'region.importParentNotFound': { status: 400, message: 'Row {{row}}: the parent code "{{value}}" is neither an existing region nor a row of the file' },
  'region.importParentLoop': { status: 400, message: 'Row {{row}}: its parent codes lead back to itself' },
  'region.importParentRefused': { status: 400, message: 'Row {{row}}: its parent "{{value}}" was not imported' },
} as const satisfies ErrorDefinitions;
