import type { Language } from '@aed/shared/constants/limits';
import { PRODUCT_TYPE_EXPORT } from '@aed/shared/i18n/export-labels';
import type { ProductTypeSearch } from '@aed/shared/schemas/product-type';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import { searchProductTypes } from './product-type-queries';

/** The product types matching a search as an xlsx workbook, in the caller's language. */
export async function exportProductTypes(search: ProductTypeSearch, language: Language): Promise<FileResult> {
  const rows = await searchProductTypes(search);
  const words = PRODUCT_TYPE_EXPORT[language];
  return xlsxFile('product-types', {
    words,
    columns: [
      ['typeId', 10],
      ['typeCode', 20],
      ['typeName', 30],
      ['status', 12],
      ['description', 40],
      ['createTime', 22],
    ],
    rows: rows.map((r) => ({ ...r, status: codedText(words, 'status', r.status), createTime: utcText(r.createTime) })),
  });
}
