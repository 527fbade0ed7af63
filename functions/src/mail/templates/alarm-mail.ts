import type { Language } from '@aed/shared/constants/limits';
import type { LightColour } from '@aed/shared/schemas/monitor-item';

/** What an alarm tells (a mail to the notification persons, a message to the handlers): device, item, value, light. */
export interface AlarmFacts {
  serial: string;
  itemCode: string;
  severity: LightColour;
  value: string;
  /** Device time of the value. */
  at: string;
  orderNo: string;
}

const COLOUR: Record<Language, Record<LightColour, string>> = {
  en: { red: 'fault (red)', yellow: 'early warning (yellow)', green: 'normal (green)', pink: 'consumables (pink)', purple: 'displaced or out of service (purple)' },
  fr: { red: 'panne (rouge)', yellow: 'alerte précoce (jaune)', green: 'normal (vert)', pink: 'consommables (rose)', purple: 'déplacé ou hors service (violet)' },
  'zh-CN': { red: '故障（红）', yellow: '预警（黄）', green: '正常（绿）', pink: '耗材（粉）', purple: '移位或停用（紫）' },
  'zh-TW': { red: '故障（紅）', yellow: '預警（黃）', green: '正常（綠）', pink: '耗材（粉）', purple: '移位或停用（紫）' },
};

const TEXT: Record<Language, { raised: (f: AlarmFacts) => [string, string]; cleared: (f: AlarmFacts) => [string, string] }> = {
  en: {
    raised: (f) => [`Alarm on device ${f.serial}: ${f.itemCode}`, [`Device ${f.serial} reported ${f.itemCode} = ${f.value} at ${f.at}: ${COLOUR.en[f.severity]}.`, f.orderNo ? `Alarm work order ${f.orderNo} was created.` : ''].filter(Boolean).join('\n')],
    cleared: (f) => [`Alarm cleared on device ${f.serial}: ${f.itemCode}`, `Device ${f.serial} reported ${f.itemCode} = ${f.value} at ${f.at}: back to normal.`],
  },
  fr: {
    raised: (f) => [`Alarme sur l'appareil ${f.serial} : ${f.itemCode}`, [`L'appareil ${f.serial} a signalé ${f.itemCode} = ${f.value} le ${f.at} : ${COLOUR.fr[f.severity]}.`, f.orderNo ? `L'ordre de travail d'alarme ${f.orderNo} a été créé.` : ''].filter(Boolean).join('\n')],
    cleared: (f) => [`Alarme levée sur l'appareil ${f.serial} : ${f.itemCode}`, `L'appareil ${f.serial} a signalé ${f.itemCode} = ${f.value} le ${f.at} : retour à la normale.`],
  },
  'zh-CN': {
    raised: (f) => [`设备 ${f.serial} 告警：${f.itemCode}`, [`设备 ${f.serial} 于 ${f.at} 上报 ${f.itemCode} = ${f.value}：${COLOUR['zh-CN'][f.severity]}。`, f.orderNo ? `已生成告警工单 ${f.orderNo}。` : ''].filter(Boolean).join('\n')],
    cleared: (f) => [`设备 ${f.serial} 告警已解除：${f.itemCode}`, `设备 ${f.serial} 于 ${f.at} 上报 ${f.itemCode} = ${f.value}：已恢复正常。`],
  },
  'zh-TW': {
    raised: (f) => [`設備 ${f.serial} 告警：${f.itemCode}`, [`設備 ${f.serial} 於 ${f.at} 上報 ${f.itemCode} = ${f.value}：${COLOUR['zh-TW'][f.severity]}。`, f.orderNo ? `已產生告警工單 ${f.orderNo}。` : ''].filter(Boolean).join('\n')],
    cleared: (f) => [`設備 ${f.serial} 告警已解除：${f.itemCode}`, `設備 ${f.serial} 於 ${f.at} 上報 ${f.itemCode} = ${f.value}：已恢復正常。`],
  },
};

export function alarmText(language: Language, transition: 'raised' | 'cleared', facts: AlarmFacts): { subject: string; text: string } {
  const [subject, text] = TEXT[language][transition](facts);
  return { subject, text };
}
