import type { Language } from '@aed/shared/constants/limits';
import { USER_EXPORT } from '@aed/shared/i18n/export-labels';
import type { UserSearch } from '@aed/shared/schemas/user';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { searchUsers } from './user-lists';

/** Exports stop here (the file is for people, not a backup). */
const MAX_EXPORT_ROWS = 10_000;

/** The users matching a search as an xlsx workbook (at most MAX_EXPORT_ROWS), in the caller's language. */
export async function exportUsers(actor: Actor, search: UserSearch, language: Language): Promise<FileResult> {
  const rows = await searchUsers(actor, search, MAX_EXPORT_ROWS);
  const words = USER_EXPORT[language];
  return xlsxFile('users', {
    words,
    columns: [
      ['userId', 10],
      ['username', 20],
      ['nickName', 20],
      ['deptName', 24],
      ['email', 28],
      ['phonenumber', 18],
      ['status', 10],
      ['userTypes', 18],
      ['certificateBegin', 16],
      ['certificateEnd', 16],
      ['certificateState', 16],
      ['createTime', 22],
    ],
    rows: rows.map((r) => ({
      ...r,
      status: codedText(words, 'status', r.status),
      userTypes: r.userTypes.map((t) => codedText(words, 'userTypes', t)).join(', '),
      certificateState: codedText(words, 'certificateState', r.certificateState),
      createTime: utcText(r.createTime),
    })),
  });
}
