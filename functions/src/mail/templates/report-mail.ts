import type { Language } from '@aed/shared/constants/limits';

/** What the mail carrying an inspection report says (the PDF is attached): which report, which device. */
export interface ReportMailFacts {
  reportCode: string;
  reportName: string;
  serial: string;
  organization: string;
  title: string;
}

const TEXT: Record<Language, { title: string; subject: (f: ReportMailFacts) => string; body: (f: ReportMailFacts) => string }> = {
  en: {
    title: 'Inspection report',
    subject: (f) => `${f.title} ${f.reportCode}: ${f.serial}`,
    body: (f) => `Please find attached the inspection report ${f.reportCode} (${f.reportName}) of device ${f.serial}${f.organization ? `, from ${f.organization}` : ''}.`,
  },
  fr: {
    title: "Rapport d'inspection",
    subject: (f) => `${f.title} ${f.reportCode} : ${f.serial}`,
    body: (f) => `Veuillez trouver ci-joint le rapport d'inspection ${f.reportCode} (${f.reportName}) de l'appareil ${f.serial}${f.organization ? `, de la part de ${f.organization}` : ''}.`,
  },
  'zh-CN': {
    title: '巡检报告',
    subject: (f) => `${f.title} ${f.reportCode}：${f.serial}`,
    body: (f) => `附件为设备 ${f.serial} 的巡检报告 ${f.reportCode}（${f.reportName}）${f.organization ? `，来自${f.organization}` : ''}。`,
  },
  'zh-TW': {
    title: '巡檢報告',
    subject: (f) => `${f.title} ${f.reportCode}：${f.serial}`,
    body: (f) => `附件為設備 ${f.serial} 的巡檢報告 ${f.reportCode}（${f.reportName}）${f.organization ? `，來自${f.organization}` : ''}。`,
  },
};

/** Subject and body in the report's language; the organization's report title, else the default one. */
export function reportMailText(language: Language, facts: Omit<ReportMailFacts, 'title'> & { title?: string }): { subject: string; text: string } {
  const t = TEXT[language];
  const f = { ...facts, title: facts.title?.trim() || t.title };
  return { subject: t.subject(f), text: t.body(f) };
}
