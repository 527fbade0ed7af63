import type { ErrorDefinitions } from './error-definition';

/** Device (product basic information) errors: device-lifecycle spec sections 5 and 8, docs/decisions/0018. */
export const DEVICE_ERRORS = {
  'device.notFound': { status: 404, message: 'Equipment not found' },
  'device.serialExists': { status: 409, message: 'The serial number already exists' },
  'device.codeExists': { status: 409, message: 'The product code already exists' },
  'device.iotCodeExists': { status: 409, message: 'The IoT code already exists' },
  'device.modelDisabled': { status: 409, message: 'The model "{{name}}" is disabled (or its product type is) and cannot be given to devices' },
  'device.monitorItemNotFound': { status: 400, message: 'A selected monitoring item does not exist' },
  'device.monitorItemDisabled': { status: 409, message: 'The monitoring item "{{name}}" is disabled and cannot be given to devices' },
  'device.hasSales': { status: 409, message: 'The device "{{serial}}" has a sales record and cannot be deleted' },
  'device.soldOrLeased': { status: 409, message: 'The device "{{serial}}" is sold or leased and cannot be deleted' },
  'device.enableNotSold': { status: 409, message: 'A device can be enabled only once it is sold or leased to a customer organization ({{serial}})' },
  'device.quotaExceeded': { status: 409, message: 'Enabled count exceeds available: {{dept}} may have {{max}} enabled devices' },
  'device.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
  'device.importFormat': { status: 400, message: 'Only Excel workbooks can be imported: .xlsx, or .xls (Excel 97-2003)' },
  'device.importTemplate': { status: 400, message: 'The template is wrong or the data is empty: the file does not match the import template' },
  'device.importEmpty': { status: 400, message: 'The template is wrong or the data is empty: the file has no data rows' },
  'device.importTooManyRows': { status: 400, message: 'At most {{max}} rows can be imported at once' },
  'device.importUnsafe': { status: 400, message: 'The file is malformed or expands to an unsafe size' },
  'device.importNotFound': { status: 404, message: 'The import has expired or does not exist, upload the file again' },
  'device.importDuplicate': { status: 409, message: 'Row {{row}}: duplicate {{field}}, row ignored' },
  'device.importMissing': { status: 400, message: 'Row {{row}}: missing model, department, brand or working principle ({{field}})' },
  'device.importModelNotFound': { status: 400, message: 'Row {{row}}: no enabled model "{{value}}" of this brand and working principle' },
  'device.importDeptNotFound': { status: 400, message: 'Row {{row}}: organization "{{value}}" not found in your scope' },
  'device.importMonitorItemNotFound': { status: 400, message: 'Row {{row}}: monitoring item "{{value}}" not found or disabled' },
  'device.importInvalid': { status: 400, message: 'Row {{row}}: {{field}} is invalid' },
  'device.tooManyChanges': { status: 400, message: 'These devices together need too many changes for one operation: select fewer devices' },
  'device.hasAccessories': { status: 409, message: 'The device "{{serial}}" holds {{count}} installed accessories or consumables: take them off the device first' },
  'device.hasBindings': { status: 409, message: 'The device "{{serial}}" has {{count}} persons to notify or work-order handlers bound to it: delete them first' },
  'device.bindingsOutside': {
    status: 409,
    message: 'The device "{{serial}}" has {{count}} persons to notify or work-order handlers bound to it by organizations the new organization is not under: delete them before moving it there',
  },
  'device.accessoryDuplicate': {
    status: 409,
    message: 'The record "{{code}}" installed on this device would move to {{dept}} with it, which already holds the same record (category, kind, brand, code): change or delete one of them first',
  },
  'device.consumablesNotForModel': {
    status: 409,
    message: 'The model cannot change to "{{model}}": {{count}} consumables installed on this device are of a kind it does not take (e.g. "{{code}}"): take them off the device first',
  },
  'device.consumablesAboveMax': {
    status: 409,
    message: 'The model cannot change to "{{model}}": {{count}} consumables installed on this device expire later than its maximum validity allows (e.g. "{{code}}": at most {{max}}, {{months}} months): replace them or correct their expiry first',
  },
} as const satisfies ErrorDefinitions;
