import type { Language } from '@aed/shared/constants/limits';
import type { LightColour } from '@aed/shared/schemas/monitor-item';

/** What an alarm tells (a mail to the notification persons, a message to the handlers): device, item, value, light. */
export interface AlarmFacts {
  serial: string;
  itemCode: string;
  severity: LightColour;
  /** The last abnormal value. */
  value: string;
  /** When (the value's device time; for a clear, the clear), as the reader's wall clock with its zone. */
  at: string;
  /** Why a cleared alarm was cleared. */
  reason?: 'normal' | 'noRecurrence' | 'manual';
  orderNo: string;
  /** The reminder's number (a repeat while the alarm is open). */
  repeat?: number;
}

const COLOUR: Record<Language, Record<LightColour, string>> = {
  en: { red: 'fault (red)', yellow: 'early warning (yellow)', green: 'normal (green)', pink: 'consumables (pink)', purple: 'displaced or out of service (purple)' },
  fr: { red: 'panne (rouge)', yellow: 'alerte précoce (jaune)', green: 'normal (vert)', pink: 'consommables (rose)', purple: 'déplacé ou hors service (violet)' },
  'zh-CN': { red: '故障（红）', yellow: '预警（黄）', green: '正常（绿）', pink: '耗材（粉）', purple: '移位或停用（紫）' },
  'zh-TW': { red: '故障（紅）', yellow: '預警（黃）', green: '正常（綠）', pink: '耗材（粉）', purple: '移位或停用（紫）' },
};

/** How a cleared alarm ended, after the item's code. */
const CLEARED: Record<Language, Record<NonNullable<AlarmFacts['reason']>, string>> = {
  en: { normal: 'back to normal', noRecurrence: 'cleared, not recurring', manual: 'cleared by hand' },
  fr: { normal: 'revenu à la normale', noRecurrence: "levée, l'alarme ne s'étant pas reproduite", manual: 'levée manuellement' },
  'zh-CN': { normal: '恢复正常', noRecurrence: '未再出现，告警已解除', manual: '告警已手动解除' },
  'zh-TW': { normal: '恢復正常', noRecurrence: '未再出現，告警已解除', manual: '告警已手動解除' },
};

const TEXT: Record<Language, Record<AlarmNoticeKind, (f: AlarmFacts) => [string, string]>> = {
  en: {
    raised: (f) => [`Alarm on device ${f.serial}: ${f.itemCode}`, [`Device ${f.serial} reported ${f.itemCode} = ${f.value} at ${f.at}: ${COLOUR.en[f.severity]}.`, f.orderNo ? `Alarm work order ${f.orderNo} was created.` : ''].filter(Boolean).join('\n')],
    cleared: (f) => [`Alarm cleared on device ${f.serial}: ${f.itemCode}`, `Device ${f.serial}: ${f.itemCode} ${CLEARED.en[f.reason ?? 'normal']} at ${f.at} (last abnormal value ${f.value}).`],
    repeated: (f) => [`Alarm still open on device ${f.serial}: ${f.itemCode} (reminder ${f.repeat ?? 1})`, [`Device ${f.serial} last reported ${f.itemCode} = ${f.value} at ${f.at}: ${COLOUR.en[f.severity]}; the alarm is not acknowledged.`, f.orderNo ? `Alarm work order ${f.orderNo}.` : ''].filter(Boolean).join('\n')],
  },
  fr: {
    raised: (f) => [`Alarme sur l'appareil ${f.serial} : ${f.itemCode}`, [`L'appareil ${f.serial} a signalé ${f.itemCode} = ${f.value} le ${f.at} : ${COLOUR.fr[f.severity]}.`, f.orderNo ? `L'ordre de travail d'alarme ${f.orderNo} a été créé.` : ''].filter(Boolean).join('\n')],
    cleared: (f) => [`Alarme levée sur l'appareil ${f.serial} : ${f.itemCode}`, `Appareil ${f.serial} : ${f.itemCode} ${CLEARED.fr[f.reason ?? 'normal']} le ${f.at} (dernière valeur anormale : ${f.value}).`],
    repeated: (f) => [`Alarme toujours ouverte sur l'appareil ${f.serial} : ${f.itemCode} (rappel ${f.repeat ?? 1})`, [`L'appareil ${f.serial} a signalé en dernier ${f.itemCode} = ${f.value} le ${f.at} : ${COLOUR.fr[f.severity]} ; l'alarme n'est pas acquittée.`, f.orderNo ? `Ordre de travail d'alarme ${f.orderNo}.` : ''].filter(Boolean).join('\n')],
  },
  'zh-CN': {
    raised: (f) => [`设备 ${f.serial} 告警：${f.itemCode}`, [`设备 ${f.serial} 于 ${f.at} 上报 ${f.itemCode} = ${f.value}：${COLOUR['zh-CN'][f.severity]}。`, f.orderNo ? `已生成告警工单 ${f.orderNo}。` : ''].filter(Boolean).join('\n')],
    cleared: (f) => [`设备 ${f.serial} 告警已解除：${f.itemCode}`, `设备 ${f.serial} 的 ${f.itemCode} 于 ${f.at} ${CLEARED['zh-CN'][f.reason ?? 'normal']}（最后一次异常值：${f.value}）。`],
    repeated: (f) => [`设备 ${f.serial} 告警仍未处理：${f.itemCode}（第 ${f.repeat ?? 1} 次提醒）`, [`设备 ${f.serial} 最近于 ${f.at} 上报 ${f.itemCode} = ${f.value}：${COLOUR['zh-CN'][f.severity]}；告警尚未确认。`, f.orderNo ? `告警工单 ${f.orderNo}。` : ''].filter(Boolean).join('\n')],
  },
  'zh-TW': {
    raised: (f) => [`設備 ${f.serial} 告警：${f.itemCode}`, [`設備 ${f.serial} 於 ${f.at} 上報 ${f.itemCode} = ${f.value}：${COLOUR['zh-TW'][f.severity]}。`, f.orderNo ? `已產生告警工單 ${f.orderNo}。` : ''].filter(Boolean).join('\n')],
    cleared: (f) => [`設備 ${f.serial} 告警已解除：${f.itemCode}`, `設備 ${f.serial} 的 ${f.itemCode} 於 ${f.at} ${CLEARED['zh-TW'][f.reason ?? 'normal']}（最後一次異常值：${f.value}）。`],
    repeated: (f) => [`設備 ${f.serial} 告警仍未處理：${f.itemCode}（第 ${f.repeat ?? 1} 次提醒）`, [`設備 ${f.serial} 最近於 ${f.at} 上報 ${f.itemCode} = ${f.value}：${COLOUR['zh-TW'][f.severity]}；告警尚未確認。`, f.orderNo ? `告警工單 ${f.orderNo}。` : ''].filter(Boolean).join('\n')],
  },
};

/** What a notice tells: the alarm raised, cleared, or still open (a repeat). */
export type AlarmNoticeKind = 'raised' | 'cleared' | 'repeated';

export function alarmText(language: Language, kind: AlarmNoticeKind, facts: AlarmFacts): { subject: string; text: string } {
  const [subject, text] = TEXT[language][kind](facts);
  return { subject, text };
}

const DIGEST: Record<Language, (n: number) => [string, string]> = {
  en: (n) => [`${n} alarm notifications`, `${n} alarm notifications came at once; instead of one mail each, here they are together:`],
  fr: (n) => [`${n} notifications d'alarme`, `${n} notifications d'alarme sont arrivées en même temps ; au lieu d'un message chacune, les voici ensemble :`],
  'zh-CN': (n) => [`${n} 条告警通知`, `同时产生了 ${n} 条告警通知，合并发送如下：`],
  'zh-TW': (n) => [`${n} 則告警通知`, `同時產生了 ${n} 則告警通知，合併發送如下：`],
};

/** One digest of several notices (each its line, already in the recipient's language). */
export function alarmDigestText(language: Language, lines: readonly string[]): { subject: string; text: string } {
  const [subject, intro] = DIGEST[language](lines.length);
  return { subject, text: [intro, ...lines.map((l) => `- ${l}`)].join('\n') };
}
