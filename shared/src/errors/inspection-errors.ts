import type { ErrorDefinitions } from './error-definition';

/** Inspection and test records, the inspection record sheet (docs/decisions/0050). */
export const INSPECTION_ERRORS = {
  'inspection.notFound': { status: 404, message: 'The record does not exist' },
  'inspection.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
  'inspection.importFormat': { status: 400, message: 'The file is not an Excel workbook (xlsx or xls)' },
  'inspection.importTemplate': { status: 400, message: 'The file is not the inspection record sheet: download the blank sheet' },
  'inspection.importEmpty': { status: 400, message: 'The sheet has no inspection row' },
  'inspection.importTooManyRows': { status: 400, message: 'The sheet has more than {{max}} rows' },
  'inspection.importUnsafe': { status: 400, message: 'The file is damaged or too large once unpacked' },
  'inspection.importNotFound': { status: 404, message: 'The import expired or does not exist: upload the file again' },
  'inspection.importDeviceNotFound': { status: 400, message: 'Row {{row}}: no device with serial number {{value}}' },
  'inspection.importMissing': { status: 400, message: 'Row {{row}}: {{field}} is missing' },
  'inspection.importInvalid': { status: 400, message: 'Row {{row}}: {{field}} is not valid' },
  'inspection.importFutureDate': { status: 400, message: 'Row {{row}}: the inspection date is in the future' },
  'inspection.importDuplicate': { status: 400, message: 'Row {{row}}: this inspection (device, date, inspector) is already in the file or imported' },
} as const satisfies ErrorDefinitions;
