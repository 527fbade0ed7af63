import type { Language } from '@aed/shared/constants/limits';
import { LOGIN_LOG_EXPORT, OPER_LOG_EXPORT } from '@aed/shared/i18n/export-labels';
import type { LoginLogSearch, OperLogSearch } from '@aed/shared/schemas/monitor';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { searchLoginInfo } from './login-log-queries';
import { searchOperationLogs } from './oper-log-queries';

/** The operation logs matching a search (in the caller's scope) as xlsx, in the caller's language. */
export async function exportOperationLogs(actor: Actor, search: OperLogSearch, language: Language): Promise<FileResult> {
  const rows = await searchOperationLogs(actor, search);
  const words = OPER_LOG_EXPORT[language];
  return xlsxFile('operation-log', {
    words,
    columns: [
      ['operId', 20],
      ['title', 16],
      ['businessType', 12],
      ['operName', 18],
      ['requestMethod', 9],
      ['operUrl', 40],
      ['operIp', 16],
      ['operParam', 50],
      ['jsonResult', 40],
      ['status', 10],
      ['errorMsg', 24],
      ['costTime', 14],
      ['operTime', 22],
    ],
    rows: rows.map((r) => ({
      ...r,
      businessType: codedText(words, 'businessType', r.businessType),
      status: codedText(words, 'status', r.status),
      operTime: utcText(r.operTime),
    })),
  });
}

/** The login logs matching a search (in the caller's scope) as xlsx, in the caller's language. */
export async function exportLoginInfo(actor: Actor, search: LoginLogSearch, language: Language): Promise<FileResult> {
  const rows = await searchLoginInfo(actor, search);
  const words = LOGIN_LOG_EXPORT[language];
  return xlsxFile('login-log', {
    words,
    columns: [
      ['infoId', 20],
      ['userName', 18],
      ['ipaddr', 16],
      ['loginLocation', 16],
      ['browser', 16],
      ['os', 16],
      ['status', 10],
      ['msg', 40],
      ['loginTime', 22],
    ],
    rows: rows.map((r) => ({ ...r, status: codedText(words, 'status', r.status), loginTime: utcText(r.loginTime) })),
  });
}
