import type { Language } from '@aed/shared/constants/limits';
import { ORDER_EXPORT } from '@aed/shared/i18n/work-order-labels';
import type { OrderSearch } from '@aed/shared/schemas/work-order';
import { orderStateLabel } from '@aed/shared/schemas/work-order-states';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { searchOrders } from './order-queries';

/** The work orders matching a search (what the caller reaches) as an xlsx workbook, in the caller's language. */
export async function exportOrders(actor: Actor, search: OrderSearch, language: Language): Promise<FileResult> {
  const rows = await searchOrders(actor, search);
  const words = ORDER_EXPORT[language];
  return xlsxFile('work-orders', {
    words,
    columns: [
      ['orderNo', 22],
      ['orderName', 24],
      ['kind', 14],
      ['source', 16],
      ['state', 20],
      ['returned', 10],
      ['serialNumber', 22],
      ['deptName', 24],
      ['handlerName', 18],
      ['planDate', 14],
      ['createTime', 22],
      ['dispatchTime', 22],
      ['processDate', 14],
      ['handlingResult', 30],
      ['replaced', 12],
      ['remark', 30],
    ],
    rows: rows.map((r) => ({
      ...r,
      kind: codedText(words, 'kind', r.kind),
      source: codedText(words, 'source', r.source),
      state: codedText(words, 'state', orderStateLabel(r.kind, r.state)),
      returned: r.returned ? words.yes : words.no,
      replaced: r.replaced ? words.yes : words.no,
      createTime: utcText(r.createTime),
      dispatchTime: r.dispatchTime ? utcText(r.dispatchTime) : '',
    })),
  });
}
