/**
 * The inspection report's PDF page (decision 0056) rendered by the real renderer: the organization's language and
 * time zone, the checklist by section, replaced items, the verdict and page numbers, read back with pdftotext;
 * values escaped (a report field holding markup shows it as text and loads nothing).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKLIST, CHECKLIST_ITEMS } from '@aed/shared/schemas/work-order';
import { LANGUAGES } from '@aed/shared/constants/limits';
import { REPORT_PDF_WORDS } from '@aed/shared/i18n/report-pdf-labels';
import { blobStore } from '../../src/data/blob-store';
import { closePdfBrowser } from '../../src/pdf/pdf-browser';
import { renderPdf } from '../../src/pdf/render-client';
import { reportPdfHtml, type ReportPdfDocument } from '../../src/domain/report/report-pdf-html';
import { reportMailText } from '../../src/mail/templates/report-mail';
import { pngImage } from '../image-fixtures';

const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
const flat = (text: string) => text.replace(/\s+/g, '');

const base = (over: Partial<ReportPdfDocument> = {}): ReportPdfDocument => ({
  language: 'fr',
  timeZone: 'Europe/Paris',
  title: '',
  organization: { name: 'Clinique du Parc', logoKey: 'test/report/logo', sealKey: 'test/report/seal' },
  report: { code: 'RP20261129000001', name: 'Maintenance annuelle', createTime: '2026-11-29T09:30:00.000Z', qualified: false, auditOpinion: '', signer: 'Anne Martin', signTime: '2026-11-29T16:05:00.000Z' },
  device: { serialNumber: 'SN-PDF-1', model: 'Aivia 200', manufacturer: 'Aivia', location: 'Hall B' },
  order: { orderNo: 'WO20261129000007', processDate: '2026-11-28', handler: 'Léa Dupont', handlingResult: 'Électrodes changées', nextMaintenanceDate: '2027-11-28' },
  checklist: CHECKLIST_ITEMS.map((item) => ({ item, result: item === 'padExpiry' ? 'abnormal' : 'normal', value: item === 'batteryVoltage' ? 12.4 : '', note: item === 'padExpiry' ? 'Périmées' : '' })),
  replaced: [{ name: 'Électrodes adulte', code: 'PAD-77', expiryDate: '2029-11-01' }],
  photoKeys: ['test/report/photo-1', 'test/report/photo-2'],
  signatures: { customer: 'test/report/sign-c', engineer: 'test/report/sign-e' },
  ...over,
});

describe('inspection report PDF page', () => {
  let outside: Server;
  let outsideHits = 0;
  beforeAll(async () => {
    outside = createServer((_req, res) => {
      outsideHits += 1;
      res.end('x');
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    for (const [key, fill] of [['logo', 10], ['seal', 200], ['photo-1', 60], ['photo-2', 90], ['sign-c', 30], ['sign-e', 140]] as const) await blobStore().put(`test/report/${key}`, pngImage(16, 12, fill), 'image/png');
  });
  afterAll(async () => {
    await closePdfBrowser();
    outside.close();
  });

  it('names the checklist items as the maintenance form does, in every language', () => {
    for (const language of LANGUAGES) {
      const form = JSON.parse(readFileSync(path.join(__dirname, '../../../web/src/locales', language, 'workOrder.json'), 'utf8')) as { item: Record<string, string>; section: Record<string, string> };
      const words = REPORT_PDF_WORDS[language] as Record<string, string>;
      for (const item of CHECKLIST_ITEMS) expect(words[`item.${item}`], `${language} ${item}`).toBe(form.item[item]);
      for (const { section } of CHECKLIST) expect(words[`section.${section}`], `${language} ${section}`).toBe(form.section[section]);
    }
  });

  it('calls the report what the screens call it, on the PDF and in the mail subject, in every language (walk 18: 检查报告 vs 巡检报告)', () => {
    for (const language of LANGUAGES) {
      const screen = JSON.parse(readFileSync(path.join(__dirname, '../../../web/src/locales', language, 'report.json'), 'utf8')) as { details: { loading: string } };
      expect(REPORT_PDF_WORDS[language].title, language).toBe(screen.details.loading);
      expect(reportMailText(language, { reportCode: 'IR1', reportName: 'n', serial: 'S', organization: 'O' }).subject.startsWith(`${screen.details.loading} IR1`), language).toBe(true);
    }
  });

  it("puts each language's colon after a label (French: a space before it; Chinese: the full-width one)", () => {
    const html = (language: ReportPdfDocument['language']) => reportPdfHtml(base({ language, report: { ...base().report, auditOpinion: 'OK' } })).html;
    const w = REPORT_PDF_WORDS;
    expect(html('en')).toContain(`${w.en.reportCode}: RP`);
    expect(html('fr')).toContain(`${w.fr.reportCode}\u00a0: RP`);
    expect(html('fr')).toContain(`<strong>${w.fr.auditOpinion.replaceAll("'", '&#39;')}\u00a0:</strong> OK`);
    expect(html('zh-CN')).toContain(`${w['zh-CN'].reportCode}：RP`);
    expect(html('zh-TW')).toContain(`<strong>${w['zh-TW'].auditOpinion}：</strong>OK`);
    expect(html('zh-TW')).not.toMatch(/[\u4e00-\u9fff]: /);
  });

  it('in French: the zone stated and applied, the checklist by section, the abnormal item, replaced items, the verdict, page numbers', async () => {
    const port = (outside.address() as AddressInfo).port;
    const page = reportPdfHtml(base({ order: { ...base().order, handlingResult: `<script>x</script><img src="http://127.0.0.1:${port}/t.png">Électrodes` } }));
    expect(page.assets.sort()).toEqual(['test/report/logo', 'test/report/photo-1', 'test/report/photo-2', 'test/report/seal', 'test/report/sign-c', 'test/report/sign-e']);
    const { key, pages } = await renderPdf({ ...page, key: 'test/report/fr' });
    expect(pages).toBeGreaterThanOrEqual(1);
    const text = textOf((await blobStore().get(key))!.bytes);
    expect(text).toContain("Rapport d'inspection");
    expect(text).toContain('Dates et heures en Europe/Paris');
    // created 09:30 UTC is 10:30 in Paris; signed 16:05 UTC is 17:05
    expect(text).toContain('2026-11-29 10:30');
    expect(text).toContain('2026-11-29 17:05');
    expect(text).toContain('Liste de contrôle');
    expect(text).toContain('Électrodes valides');
    expect(text).toMatch(/Électrodes valides\s+Anormal\s+Périmées/);
    expect(text).toMatch(/Tension de la batterie\s+Normal\s+12\.4 V/);
    expect(text).toContain('PAD-77');
    expect(text).toContain('Non conforme');
    expect(text).toContain(`Page 1 sur ${pages}`);
    // markup in a field is text, and loads nothing
    expect(flat(text)).toContain(flat('<script>x</script><img src='));
    expect(outsideHits).toBe(0);
  }, 60_000);

  it('in Traditional Chinese with the organization\'s title, UTC when it has no zone, and every image drawn', async () => {
    const doc = base({ language: 'zh-TW', timeZone: '', title: '年度檢查報告', report: { ...base().report, qualified: true } });
    const page = reportPdfHtml(doc);
    const { key, pages } = await renderPdf({ ...page, key: 'test/report/zh-tw' });
    const text = flat(textOf((await blobStore().get(key))!.bytes));
    expect(text).toContain('年度檢查報告');
    expect(text).toContain('日期與時間均為UTC');
    expect(text).toContain('2026-11-2909:30');
    expect(text).toContain('電極片有效期異常');
    expect(text).toContain('合格');
    expect(text).not.toContain('不合格');
    expect(text).toContain(`第1頁，共${pages}頁`);
    const images = async (assets: string[]) => {
      const out = await renderPdf({ ...page, assets, key: 'test/report/images' });
      return ((await blobStore().get(out.key))!.bytes.toString('latin1').match(/\/Subtype\s*\/Image/g) ?? []).length;
    };
    expect(await images(page.assets)).toBeGreaterThan(await images([]));
  }, 60_000);
});
