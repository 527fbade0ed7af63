import type { Language } from '@aed/shared/constants/limits';
import { POST_EXPORT } from '@aed/shared/i18n/export-labels';
import type { PostSearch } from '@aed/shared/schemas/post';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import { searchPosts } from './post-queries';

/** The positions matching a search as an xlsx workbook, in the caller's language. */
export async function exportPosts(search: PostSearch, language: Language): Promise<FileResult> {
  const rows = await searchPosts(search);
  const words = POST_EXPORT[language];
  return xlsxFile('positions', {
    words,
    columns: [
      ['postId', 12],
      ['postCode', 20],
      ['postName', 30],
      ['postSort', 8],
      ['status', 12],
      ['remark', 40],
      ['createTime', 22],
    ],
    rows: rows.map((r) => ({ ...r, status: codedText(words, 'status', r.status), createTime: utcText(r.createTime) })),
  });
}
