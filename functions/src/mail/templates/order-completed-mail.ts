import type { Language } from '@aed/shared/constants/limits';

/** What a completed work order tells the device's notification persons: which device, what was done, when. */
export interface OrderCompletedFacts {
  serial: string;
  orderNo: string;
  /** 1 alarm, 2 maintenance, 3 installation, 4 training, 5 other. */
  kind: string;
  processDate: string;
  replaced: boolean;
  nextMaintenanceDate: string;
}

const KIND: Record<Language, Record<string, string>> = {
  en: { '1': 'alarm', '2': 'maintenance', '3': 'installation', '4': 'training', '5': 'service' },
  fr: { '1': "l'alarme", '2': 'la maintenance', '3': "l'installation", '4': 'la formation', '5': "l'intervention" },
  'zh-CN': { '1': '告警', '2': '维护', '3': '安装', '4': '培训', '5': '服务' },
  'zh-TW': { '1': '告警', '2': '維護', '3': '安裝', '4': '培訓', '5': '服務' },
};

const TEXT: Record<Language, { subject: (f: OrderCompletedFacts) => string; body: (f: OrderCompletedFacts) => string }> = {
  en: {
    subject: (f) => `Work order ${f.orderNo} completed: ${f.serial}`,
    body: (f) =>
      [`The ${KIND.en[f.kind]} of device ${f.serial} was completed on ${f.processDate} (work order ${f.orderNo}).`, f.replaced ? 'Consumables were replaced.' : '', f.nextMaintenanceDate ? `Next maintenance: ${f.nextMaintenanceDate}.` : '']
        .filter(Boolean)
        .join('\n'),
  },
  fr: {
    subject: (f) => `Ordre de travail ${f.orderNo} terminé : ${f.serial}`,
    body: (f) =>
      [`${KIND.fr[f.kind]!.charAt(0).toUpperCase()}${KIND.fr[f.kind]!.slice(1)} de l'appareil ${f.serial} a été effectuée le ${f.processDate} (ordre de travail ${f.orderNo}).`, f.replaced ? 'Des consommables ont été remplacés.' : '', f.nextMaintenanceDate ? `Prochaine maintenance : ${f.nextMaintenanceDate}.` : '']
        .filter(Boolean)
        .join('\n'),
  },
  'zh-CN': {
    subject: (f) => `工单 ${f.orderNo} 已完成：${f.serial}`,
    body: (f) => [`设备 ${f.serial} 的${KIND['zh-CN'][f.kind]}已于 ${f.processDate} 完成（工单 ${f.orderNo}）。`, f.replaced ? '已更换耗材。' : '', f.nextMaintenanceDate ? `下次维护：${f.nextMaintenanceDate}。` : ''].filter(Boolean).join('\n'),
  },
  'zh-TW': {
    subject: (f) => `工單 ${f.orderNo} 已完成：${f.serial}`,
    body: (f) => [`設備 ${f.serial} 的${KIND['zh-TW'][f.kind]}已於 ${f.processDate} 完成（工單 ${f.orderNo}）。`, f.replaced ? '已更換耗材。' : '', f.nextMaintenanceDate ? `下次維護：${f.nextMaintenanceDate}。` : ''].filter(Boolean).join('\n'),
  },
};

export function orderCompletedText(language: Language, facts: OrderCompletedFacts): { subject: string; text: string } {
  return { subject: TEXT[language].subject(facts), text: TEXT[language].body(facts) };
}
