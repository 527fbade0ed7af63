import type { Language } from '../../constants/limits';
import { text } from './text';

/**
 * What a job run's log line says, in every language (decision 0038): the runner stores the outcome (status and the
 * number of records the run affected) and the English sentence; the server answers the sentence in the viewer's
 * language. A line written before the count was stored still holds "<n> affected", read back here.
 */
const SKIPPED = text(
  'Skipped: a run of this job is still in flight',
  'Ignorée : une exécution de cette tâche est encore en cours',
  '已跳过：该任务仍有一次执行未结束',
  '已略過：此任務仍有一次執行未結束',
);
const FAILED = text('Failed', 'Échec', '失败', '失敗');
const affectedText: Record<Language, (n: number) => string> = {
  en: (n) => `${n} affected`,
  fr: (n) => `${n} ${n > 1 ? 'éléments traités' : 'élément traité'}`,
  'zh-CN': (n) => `影响 ${n} 条记录`,
  'zh-TW': (n) => `影響 ${n} 筆紀錄`,
};

/** The English sentence the runner stores for a run that affected `affected` records. */
export const jobLogSuccessMessage = (affected: number): string => affectedText.en(affected);
export const JOB_LOG_SKIPPED_MESSAGE = SKIPPED.en;
export const JOB_LOG_FAILED_MESSAGE = FAILED.en;

/** A log line's sentence as a viewer reading `language` sees it (a sentence the runner did not write is shown as stored). */
export function jobLogMessage(line: { status: '0' | '1' | '2'; message: string; affected?: number }, language: Language): string {
  if (line.status === '1' && line.message === FAILED.en) return FAILED[language];
  if (line.status === '2' && line.message === SKIPPED.en) return SKIPPED[language];
  if (line.status === '0') {
    const count = line.affected ?? Number(/^(\d+) affected$/.exec(line.message)?.[1] ?? NaN);
    if (Number.isInteger(count) && line.message === affectedText.en(count)) return affectedText[language](count);
  }
  return line.message;
}
