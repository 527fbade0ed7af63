import type { Language } from '@aed/shared/constants/limits';
import { ROLE_EXPORT } from '@aed/shared/i18n/export-labels';
import type { RoleSearch } from '@aed/shared/schemas/role';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { searchRoles } from './role-queries';

/** The roles matching a search that the caller sees, as an xlsx workbook in the caller's language. */
export async function exportRoles(actor: Actor, search: RoleSearch, language: Language): Promise<FileResult> {
  const rows = await searchRoles(actor, search, language);
  const words = ROLE_EXPORT[language];
  return xlsxFile('roles', {
    words,
    columns: [
      ['roleId', 10],
      ['roleName', 30],
      ['roleKey', 24],
      ['roleSort', 8],
      ['dataScope', 26],
      ['status', 10],
      ['remark', 40],
      ['createTime', 22],
      ['deptName', 30],
      ['builtIn', 10],
    ],
    rows: rows.map((r) => ({
      ...r,
      dataScope: codedText(words, 'dataScope', r.dataScope),
      status: codedText(words, 'status', r.status),
      createTime: utcText(r.createTime),
      builtIn: r.builtIn ? words.builtIn : '',
    })),
  });
}
