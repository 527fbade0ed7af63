import type { Language } from '@aed/shared/constants/limits';

/**
 * What a lease reminder says: `days` 0 when the lease has expired, else the reminder threshold the lease is due within
 * (a lease sold inside the window is due sooner: "within 7 days", not "in 7 days").
 */
export interface LeaseReminderFacts {
  serial: string;
  rentDueDate: string;
  days: number;
}

interface ReminderText {
  dueSubject: (f: LeaseReminderFacts) => string;
  dueBody: (f: LeaseReminderFacts) => string;
  expiredSubject: (f: LeaseReminderFacts) => string;
  expiredBody: (f: LeaseReminderFacts) => string;
}

const TEXT: Record<Language, ReminderText> = {
  en: {
    dueSubject: (f) => `Lease due within ${f.days} day(s): ${f.serial}`,
    dueBody: (f) => `The lease of device ${f.serial} is due on ${f.rentDueDate}. Renew it in time to keep the device in service.`,
    expiredSubject: (f) => `Lease expired: ${f.serial}`,
    expiredBody: (f) => `The lease of device ${f.serial} expired on ${f.rentDueDate}. Renew it or take the device back.`,
  },
  fr: {
    dueSubject: (f) => `Location à échéance sous ${f.days} jour(s) : ${f.serial}`,
    dueBody: (f) => `La location de l'appareil ${f.serial} arrive à échéance le ${f.rentDueDate}. Renouvelez-la à temps pour garder l'appareil en service.`,
    expiredSubject: (f) => `Location expirée : ${f.serial}`,
    expiredBody: (f) => `La location de l'appareil ${f.serial} a expiré le ${f.rentDueDate}. Renouvelez-la ou reprenez l'appareil.`,
  },
  'zh-CN': {
    dueSubject: (f) => `租赁将在 ${f.days} 天内到期：${f.serial}`,
    dueBody: (f) => `设备 ${f.serial} 的租赁将于 ${f.rentDueDate} 到期。请及时续租，以保证设备持续可用。`,
    expiredSubject: (f) => `租赁已到期：${f.serial}`,
    expiredBody: (f) => `设备 ${f.serial} 的租赁已于 ${f.rentDueDate} 到期。请续租或收回设备。`,
  },
  'zh-TW': {
    dueSubject: (f) => `租賃將在 ${f.days} 天內到期：${f.serial}`,
    dueBody: (f) => `設備 ${f.serial} 的租賃將於 ${f.rentDueDate} 到期。請及時續租，以確保設備持續可用。`,
    expiredSubject: (f) => `租賃已到期：${f.serial}`,
    expiredBody: (f) => `設備 ${f.serial} 的租賃已於 ${f.rentDueDate} 到期。請續租或收回設備。`,
  },
};

/** The subject and text of a lease reminder in a language (mail to a notification person, message to a handler). */
export function leaseReminderText(language: Language, facts: LeaseReminderFacts): { subject: string; text: string } {
  const t = TEXT[language] ?? TEXT.en;
  return facts.days === 0 ? { subject: t.expiredSubject(facts), text: t.expiredBody(facts) } : { subject: t.dueSubject(facts), text: t.dueBody(facts) };
}
