import type { Language } from '@aed/shared/constants/limits';
import { NOTIFY_EXPORT } from '@aed/shared/i18n/notify-labels';
import type { NotifyPersonSearch } from '@aed/shared/schemas/notify';
import type { FileResult } from '../../lib/file-result';
import { codedText, utcText, xlsxFile } from '../../lib/xlsx';
import type { Actor } from '../actor';
import { searchNotifyPersons } from './notify-queries';

/** The notify persons matching a search (in the caller's scope) as an xlsx workbook, in the caller's language. */
export async function exportNotifyPersons(actor: Actor, search: NotifyPersonSearch, language: Language): Promise<FileResult> {
  const rows = await searchNotifyPersons(actor, search);
  const words = NOTIFY_EXPORT[language];
  return xlsxFile('notify-persons', {
    words,
    columns: [
      ['notifyId', 10],
      ['deptName', 24],
      ['deviceLabel', 28],
      ['personName', 20],
      ['phone', 18],
      ['email', 28],
      ['channels', 18],
      ['events', 40],
      ['status', 12],
      ['remark', 30],
      ['createTime', 22],
    ],
    rows: rows.map((r) => ({
      ...r,
      deviceLabel: r.deviceId > 0 ? r.deviceLabel : words.wholeOrganization,
      channels: [r.notifyEmail && codedText(words, 'channel', 'email'), r.notifyPush && codedText(words, 'channel', 'push')].filter(Boolean).join(', '),
      events: r.events.map((e) => codedText(words, 'event', e)).join(', '),
      status: codedText(words, 'status', r.status),
      createTime: utcText(r.createTime),
    })),
  });
}
