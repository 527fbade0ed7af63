import type { Language } from '@aed/shared/constants/limits';
import { MOVEMENT_EXPORT, STOCK_EXPORT } from '@aed/shared/i18n/inventory-labels';
import type { InventoryMovementRow, MovementSearch, StockSearch } from '@aed/shared/schemas/inventory';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { searchMovements, searchStock } from './inventory-service';

const COUNT_COLUMNS = [
  ['stock', 10],
  ['sold', 10],
  ['inLease', 10],
  ['leaseExpired', 14],
  ['total', 10],
  ['enabled', 10],
  ['disabled', 10],
] as const;

/**
 * The stock of a search as xlsx in the caller's language: each organization's model rows followed by the
 * organization's total, then the grand total.
 */
export async function exportStock(actor: Actor, search: StockSearch, language: Language): Promise<FileResult> {
  const { rows, groups, totals } = await searchStock(actor, search);
  const words = STOCK_EXPORT[language];
  const lines: object[] = [];
  for (const g of groups) {
    lines.push(...rows.filter((r) => r.deptId === g.deptId));
    lines.push({ ...g, deptName: g.deptName, typeName: words.subtotal });
  }
  lines.push({ ...totals, deptName: words.grandTotal });
  return xlsxFile('inventory-stock', {
    words,
    columns: [['deptName', 28], ['typeName', 20], ['brand', 18], ['modelName', 24], ['modelCode', 16], ...COUNT_COLUMNS],
    rows: lines,
  });
}

/** The word for the other side of a transfer: its name, "another organization" when hidden, nothing when none. */
const sideName = (id: number, name: string, other: string) => (id > 0 ? name || other : '');

/** The movements of a search (at most 10 000 lines) as xlsx in the caller's language. */
export async function exportMovements(actor: Actor, search: MovementSearch, language: Language): Promise<FileResult> {
  const rows = await searchMovements(actor, search);
  const words = MOVEMENT_EXPORT[language];
  return xlsxFile('inventory-movements', {
    words,
    columns: [
      ['time', 20],
      ['movement', 26],
      ['deptName', 24],
      ['serialNumber', 20],
      ['equipmentCode', 20],
      ['typeName', 16],
      ['brand', 16],
      ['modelName', 22],
      ['fromDeptName', 24],
      ['toDeptName', 24],
      ['fromSaleStatus', 16],
      ['toSaleStatus', 16],
      ['fromModelName', 20],
      ['toModelName', 20],
      ['operator', 16],
      ['remark', 30],
    ],
    rows: rows.map((r: InventoryMovementRow) => ({
      ...r,
      time: utcText(r.time),
      movement: codedText(words, 'movement', `${r.kind}.${r.side}`),
      fromDeptName: sideName(r.fromDeptId, r.fromDeptName, words.otherDept),
      toDeptName: sideName(r.toDeptId, r.toDeptName, words.otherDept),
      fromSaleStatus: r.fromSaleStatus ? codedText(words, 'saleStatus', r.fromSaleStatus) : '',
      toSaleStatus: r.toSaleStatus ? codedText(words, 'saleStatus', r.toSaleStatus) : '',
      fromModelName: r.kind === 'model' ? r.fromModelName : '',
      toModelName: r.kind === 'model' ? r.toModelName : '',
    })),
  });
}
