import type { Language } from '@aed/shared/constants/limits';
import { HANDLER_EXPORT } from '@aed/shared/i18n/notify-labels';
import type { HandlerSearch } from '@aed/shared/schemas/handler';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { searchHandlerAssignments } from './handler-queries';

/** The handler assignments matching a search (in the caller's scope) as an xlsx workbook, in the caller's language. */
export async function exportHandlers(actor: Actor, search: HandlerSearch, language: Language): Promise<FileResult> {
  const rows = await searchHandlerAssignments(actor, search);
  const words = HANDLER_EXPORT[language];
  return xlsxFile('work-order-handlers', {
    words,
    columns: [
      ['assignmentId', 10],
      ['deptName', 24],
      ['deviceLabel', 28],
      ['username', 20],
      ['nickName', 20],
      ['userDeptName', 24],
      ['primary', 14],
      ['eligibility', 30],
      ['remark', 30],
      ['createTime', 22],
    ],
    rows: rows.map((r) => ({
      ...r,
      deviceLabel: r.deviceId > 0 ? r.deviceLabel : words.wholeOrganization,
      primary: r.primary ? words.yes : words.no,
      eligibility: codedText(words, 'eligibility', r.eligibility),
      createTime: utcText(r.createTime),
    })),
  });
}
