import type { Language } from '@aed/shared/constants/limits';
import { DEPT_EXPORT } from '@aed/shared/i18n/export-labels';
import type { DeptSearch } from '@aed/shared/schemas/dept';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { searchDepts } from './dept-queries';

/** The organizations of the caller's scope matching the search as an xlsx workbook (never the mail password). */
export async function exportDepts(actor: Actor, search: DeptSearch, language: Language): Promise<FileResult> {
  const rows = await searchDepts(actor, search);
  const names = new Map(rows.map((r) => [r.deptId, r.deptName]));
  const words = DEPT_EXPORT[language];
  return xlsxFile('organizations', {
    words,
    columns: [
      ['deptId', 16],
      ['deptName', 30],
      ['parentName', 30],
      ['deptType', 12],
      ['deptCode', 14],
      ['companyName', 30],
      ['leader', 18],
      ['phone', 18],
      ['email', 28],
      ['address', 30],
      ['equipmentQuota', 16],
      ['userQuota', 12],
      ['operationAccountCount', 18],
      ['viewAccountCount', 14],
      ['status', 10],
      ['createTime', 22],
    ],
    // Only the listed columns are written: the mail settings never reach the file.
    rows: rows.map((r) => ({
      deptId: r.deptId,
      deptName: r.deptName,
      parentName: names.get(r.parentId) ?? '',
      deptType: codedText(words, 'deptType', r.deptType === '0' ? '0' : '2'),
      deptCode: r.deptCode,
      companyName: r.companyName,
      leader: r.leader,
      phone: r.phone,
      email: r.email,
      address: r.address,
      equipmentQuota: r.equipmentQuota,
      userQuota: r.userQuota,
      operationAccountCount: r.operationAccountCount,
      viewAccountCount: r.viewAccountCount,
      status: codedText(words, 'status', r.status),
      createTime: utcText(r.createTime),
    })),
  });
}
