/**
 * The two screens of the module in one chunk (decision 0050): a chunk per screen changed how shared modules split and
 * grew the first screen's preload map (decision 0037: a few bytes count).
 */
export { default as InspectionRecordsPage } from './records-page';
export { default as InspectionSheetPage } from './inspection-sheet-page';
