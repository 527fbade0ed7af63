/**
 * Inspection reports end to end (issue 18, decisions 0054-0056): a completed maintenance order becomes an automatic
 * report; in the browser its creator submits it, an auditor of the same agent (four eyes; in French) rejects it (not
 * without an opinion), the creator corrects and submits it again, the auditor approves and sends it: the PDF in the
 * local mail sink carries the French labels, the checklist and the images (logo, seal, photo, two signatures). A second
 * report (Simplified Chinese) is refused without receivers, then fails through its organization's broken mail server,
 * lands in Email management's failed list and, resent from the platform's sender, reaches the sink and becomes sent.
 * Set-up (organizations, users, orders, files, images) goes through the API; what is under test, through the screens.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REPORT_PDF_WORDS } from '@aed/shared/i18n/report-pdf-labels';
import { CHECKLIST_ITEMS } from '@aed/shared/schemas/work-order';
import type { ReportDetails, ReportRecord } from '@aed/shared/schemas/report';
import { DeptAdd, DeptImageUpload } from '../../shared/src/routes/dept.routes';
import { DeviceAdd } from '../../shared/src/routes/device.routes';
import { UploadConfirm, UploadPresign } from '../../shared/src/routes/upload.routes';
import { OrderAdd, OrderDispatch, OrderProcess } from '../../shared/src/routes/work-order.routes';
import { ReportApprove, ReportInfo, ReportModify, ReportPage, ReportReject, ReportSubmit } from '../../shared/src/routes/report.routes';
import { UserAdd } from '../../shared/src/routes/user.routes';
import reportEn from '../../web/src/locales/en/report.json';
import reportFr from '../../web/src/locales/fr/report.json';
import reportZhCn from '../../web/src/locales/zh-CN/report.json';
import errorsEn from '../../web/src/locales/en/errors.report.json';
import errorsFr from '../../web/src/locales/fr/errors.report.json';
import commonFr from '../../web/src/locales/fr/common.json';
import mailZhCn from '../../web/src/locales/zh-CN/mail.json';
import layoutEn from '../../web/src/locales/en/layout.json';
import { soldDeviceBody } from '../load/sold-device-body';
import { openMenu, runId, switchLanguage } from './admin-screens';
import { freePort } from './global-platform';
import { adminToken, api, apiLogin, data, expectText, launchBrowser, loginToLayout, newPage, toasts, untilToastsGone, withScreenshot, type TestPage } from './helpers';

const RUN = runId().toUpperCase();
const PASSWORD = 'Report#2026pw';
const WAIT = { timeout: 20_000 };
const SERIAL_FR = `E2E-RPF-${RUN}`;
const SERIAL_ZH = `E2E-RPZ-${RUN}`;
const TO_FR = `fr.${RUN.toLowerCase()}@example.com`;
const TO_ZH = `zh.${RUN.toLowerCase()}@example.com`;

type Route = { method: string; path: string };
let browser: Browser;
let admin: string;
/**
 * Two organization administrators of the agent: the "creator" makes the report go (submits, corrects; English) and
 * the auditor audits and sends it (French). The automatic report's creator on record is the handler who completed the
 * order; four eyes keeps whoever submitted or modified it from auditing it.
 */
const creator = { username: `e2e.rc.${RUN.toLowerCase()}`, token: '', t: undefined as unknown as TestPage };
const auditor = { username: `e2e.ra.${RUN.toLowerCase()}`, token: '', t: undefined as unknown as TestPage };
let agentId = 0;
let reportFrId = 0;
let reportZhId = 0;
let workDir = '';

const call = async <T>(route: Route, token: string, options: { body?: unknown; query?: Record<string, string | number> } = {}): Promise<T> => {
  const res = await api<T>(route.method, route.path, { token, ...options });
  if (res.code !== 200) throw new Error(`${route.method} ${route.path} failed: ${JSON.stringify(res)}`);
  return res.data as T;
};
const info = (reportId: number) => call<ReportDetails>(ReportInfo, admin, { query: { reportId } });

/** Small images that differ (a PDF may share identical ones), made by the browser: logo, seal, photo, signatures. */
async function images(colours: string[]): Promise<Buffer[]> {
  const page = await browser.newPage();
  const out: Buffer[] = [];
  for (const colour of colours) {
    await page.setContent(`<div id="i" style="width:64px;height:40px;background:${colour};color:#fff;font:12px sans-serif">${colour}</div>`);
    out.push(await page.locator('#i').screenshot({ type: 'png' }));
  }
  await page.close();
  return out;
}

/** An upload confirmed by `token` (the one upload path: presigned POST, then confirm). */
async function upload(token: string, purpose: 'image' | 'signature', png: Buffer): Promise<string> {
  const p = await call<{ uploadId: string; url: string; fields: Record<string, string> }>(UploadPresign, token, { body: { purpose, fileName: `${purpose}.png`, contentType: 'image/png', size: png.length } });
  const form = new FormData();
  for (const [k, v] of Object.entries(p.fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${purpose}.png`);
  const res = await fetch(new URL(p.url, inject('url').replace('://localhost', '://127.0.0.1')), { method: 'POST', body: form });
  if (res.status !== 204) throw new Error(`upload POST answered ${res.status}`);
  await call(UploadConfirm, token, { body: { uploadId: p.uploadId } });
  return p.uploadId;
}

async function user(username: string, deptId: number, roleIds: number[], language: string, userTypes: string[] = []): Promise<{ userId: number; token: string }> {
  const { userId } = await call<{ userId: number }>(UserAdd, admin, { body: { username, password: PASSWORD, nickName: username, deptId, status: '0', userTypes, roleIds, language } });
  // a chosen password: no forced change at login
  const { setPassword, hashPassword } = await data();
  await setPassword(userId, await hashPassword(PASSWORD), 'chosen', new Date().toISOString(), 'e2e');
  const login = await apiLogin(username, PASSWORD);
  if (login.code !== 200) throw new Error(`login ${username}: ${JSON.stringify(login)}`);
  return { userId, token: login.data!.token };
}

/** A completed maintenance order of a new device of `deptId` with the whole checklist, a photo and two signatures. */
async function completedOrder(deptId: number, serial: string, handler: { userId: number; token: string }, pngs: Buffer[], modelId: number): Promise<void> {
  const device = await call<{ deviceId: number }>(DeviceAdd, admin, { body: soldDeviceBody({ equipmentCode: `EC-${serial}`, equipmentName: `Report unit ${serial}`, serialNumber: serial, modelId, deptId, monitorItemIds: [] }) });
  const order = await call<{ orderId: number }>(OrderAdd, admin, { body: { kind: '2', deviceId: device.deviceId, description: 'Yearly check' } });
  await call(OrderDispatch, admin, { body: { orderIds: [order.orderId], handlerId: handler.userId } });
  const files = [
    { slot: 'photo', uploadId: await upload(handler.token, 'image', pngs[0]!) },
    { slot: 'customerSignature', uploadId: await upload(handler.token, 'signature', pngs[1]!) },
    { slot: 'engineerSignature', uploadId: await upload(handler.token, 'signature', pngs[2]!) },
  ];
  const checklist = CHECKLIST_ITEMS.map((item) => ({ item, result: 'normal', note: '', value: item === 'shockJoules' ? 150 : '' }));
  await call(OrderProcess, handler.token, { body: { orderId: order.orderId, version: 2, handlingResult: 'Checked', processDate: new Date().toISOString().slice(0, 10), checklist, files } });
}

/** The automatic report of the device with `serial` (the completion made it). */
const reportOf = async (serial: string) => (await call<{ rows: ReportRecord[] }>(ReportPage, admin, { query: { keyword: serial, limit: 10 } })).rows;

/** The mails the local mail sink (the platform's SES) received for `to`. */
async function sinkMails(to: string) {
  const store = (await (await fetch(`${inject('mailUrl')}/store`)).json()) as { emails: { subject: string; destination: { to: string[] }; attachments?: { filename: string; content: string }[] }[] };
  return store.emails.filter((m) => m.destination.to.includes(to));
}

/** The PDF's text (whitespace collapsed: a long label may wrap in its cell) and the images it draws. */
async function readPdf(content: string, name: string): Promise<{ text: string; images: number }> {
  const file = path.join(workDir, name);
  await writeFile(file, Buffer.from(content, 'base64'));
  const text = execFileSync('pdftotext', [file, '-']).toString('utf8').replace(/\s+/g, ' ');
  // `pdfimages -list`: two header lines, then one line per image (its soft mask, if any, is a line of type smask)
  const images = execFileSync('pdfimages', ['-list', file]).toString('utf8').split('\n').slice(2).filter((l) => /^\s*\d+\s+\d+\s+image\s/.test(l)).length;
  return { text, images };
}

/** The PDF words of the checklist and signatures, as the shared label module has them in `language`. */
const pdfWords = (language: 'fr' | 'zh-CN') => {
  const w = REPORT_PDF_WORDS[language];
  return [w.checklistSection, w.signaturesSection, w.customerSignature, w.engineerSignature, w.photosSection, w.passed, ...CHECKLIST_ITEMS.map((item) => w[`item.${item}`])];
};

/** Opens a report's details from the list (searched by serial in the URL). */
async function openReport(page: Page, serial: string, reportId: number): Promise<void> {
  await page.goto(`/report/inspection?keyword=${encodeURIComponent(serial)}`);
  await page.getByTestId(`report-open-${reportId}`).click();
  await page.getByTestId('report-details-state').waitFor();
}

beforeAll(async () => {
  admin = await adminToken();
  browser = await launchBrowser();
  workDir = await mkdtemp(path.join(os.tmpdir(), 'aed-e2e-reports-'));
  const quotas = { userQuota: 3, operationAccountCount: 1, viewAccountCount: 1 };
  const agent = await call<{ deptId: number }>(DeptAdd, admin, { body: { parentId: 100, deptName: `E2E Report agent ${RUN}`, deptType: '0', equipmentQuota: 10, userQuota: 10, operationAccountCount: 5, viewAccountCount: 5 } });
  agentId = agent.deptId;
  // French reports mailed by the platform; Chinese ones by the customer's own server, on a port nobody listens on
  const clinicFr = await call<{ deptId: number }>(DeptAdd, admin, { body: { parentId: agentId, deptName: `E2E Clinique ${RUN}`, deptType: '2', equipmentQuota: 5, ...quotas, reportLanguage: 'fr' } });
  const closedPort = await freePort();
  const clinicZh = await call<{ deptId: number }>(DeptAdd, admin, {
    body: { parentId: agentId, deptName: `E2E 诊所 ${RUN}`, deptType: '2', equipmentQuota: 5, ...quotas, reportLanguage: 'zh-CN', mailProtocol: 'SMTP', mailHost: '127.0.0.1', mailPort: closedPort, mailEncryption: 'none', mailAccount: `bot.${RUN.toLowerCase()}@example.com`, mailPassword: 'secret' },
  });
  const handler = await user(`e2e.rh.${RUN.toLowerCase()}`, agentId, [5], 'en', ['handler']);
  Object.assign(creator, await user(creator.username, agentId, [3], 'en'));
  Object.assign(auditor, await user(auditor.username, agentId, [3], 'fr'));
  const cr2 = (await call<{ modelId: number; modelCode: string }[]>({ method: 'GET', path: '/product/model/optionselect' }, admin)).find((m) => m.modelCode === 'CR2')!;
  const pngs = await images(['#0a7', '#333', '#607']);
  await completedOrder(clinicFr.deptId, SERIAL_FR, handler, pngs, cr2.modelId);
  await completedOrder(clinicZh.deptId, SERIAL_ZH, handler, pngs, cr2.modelId);
  creator.t = await newPage(browser);
  auditor.t = await newPage(browser);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

describe('inspection reports', () => {
  it('a completed maintenance order is an automatic report; its creator submits it, and may not audit it', () =>
    withScreenshot(creator.t.page, '58-creator-submit', async () => {
      const page = creator.t.page;
      // both sessions at once (expect.poll, which the login uses, runs only inside a test)
      await Promise.all([loginToLayout(creator.t, creator.username, PASSWORD), loginToLayout(auditor.t, auditor.username, PASSWORD)]);
      const reports = await reportOf(SERIAL_FR);
      expect(reports).toHaveLength(1);
      const [report] = reports;
      expect(report).toMatchObject({ source: 'auto', state: '0', serialNumber: SERIAL_FR });
      reportFrId = report!.reportId;
      reportZhId = (await reportOf(SERIAL_ZH))[0]!.reportId;

      await openMenu(page, [layoutEn.menu.reports, reportEn.menu.title]);
      await page.getByTestId('report-search-keyword').fill(SERIAL_FR);
      await page.getByTestId('report-search-keyword').press('Enter');
      await expectText(page.getByTestId(`report-state-${reportFrId}`), reportEn.state.toSubmit);
      await expectText(page.getByTestId(`report-row-${reportFrId}`), reportEn.source.auto);
      await page.getByTestId(`report-open-${reportFrId}`).click();
      await expectText(page.getByTestId('report-details-device'), SERIAL_FR);

      // no organization on the path has a logo yet: the PDF is refused with the spec's words
      await page.getByTestId('report-action-pdf').click();
      await expectText(toasts(page, 'error'), errorsEn.report.logoMissing);
      const [logo, seal] = await images(['#c00', '#00c']);
      for (const [kind, png] of [['logo', logo], ['seal', seal]] as const) {
        await call(DeptImageUpload, admin, { body: { deptId: agentId, kind, image: `data:image/png;base64,${png!.toString('base64')}` } });
      }

      await untilToastsGone(page);
      await page.getByTestId('report-action-submit').click();
      await expectText(toasts(page, 'success'), reportEn.toast.submitted);
      await expectText(page.getByTestId('report-details-state'), reportEn.state.toAudit);
      // four eyes: who submitted it is offered no audit
      expect(await page.getByTestId('report-action-approve').count()).toBe(0);
      expect(await page.getByTestId('report-action-reject').count()).toBe(0);
      expect((await info(reportFrId)).state).toBe('1');
    }));

  it('the auditor, in French, rejects it only with an opinion', () =>
    withScreenshot(auditor.t.page, '58-auditor-reject', async () => {
      const page = auditor.t.page;
      await expect.poll(() => page.evaluate(() => document.documentElement.lang), WAIT).toBe('fr');
      await openReport(page, SERIAL_FR, reportFrId);
      await expectText(page.getByTestId('report-details-state'), reportFr.state.toAudit);
      await page.getByTestId('report-action-reject').click();
      await page.getByTestId('report-reject-submit').click();
      // at the field, the one "required" wording of every form; the server answers its own code
      await expectText(page.getByTestId('report-reject-opinion-error'), commonFr.validation.required);
      const bare = await api(ReportReject.method, ReportReject.path, { token: auditor.token, body: { reportId: reportFrId, version: (await info(reportFrId)).version, opinion: '' } });
      expect(bare).toMatchObject({ status: 400, errorCode: 'report.opinionRequired' });
      expect((await info(reportFrId)).state).toBe('1');

      await page.getByTestId('report-reject-opinion').fill('Photo du boîtier floue, à refaire');
      await page.getByTestId('report-reject-submit').click();
      await expectText(toasts(page, 'success'), reportFr.toast.rejected);
      await expectText(page.getByTestId('report-details-state'), reportFr.state.rejected);
      await expectText(page.getByTestId('report-details-opinion'), 'Photo du boîtier floue');
      expect((await info(reportFrId)).state).toBe('3');
    }));

  it('the creator corrects it (receiver emails checked) and submits it again', () =>
    withScreenshot(creator.t.page, '58-creator-modify', async () => {
      const page = creator.t.page;
      await openReport(page, SERIAL_FR, reportFrId);
      await expectText(page.getByTestId('report-details-state'), reportEn.state.rejected);
      await expectText(page.getByTestId('report-details-log'), 'Photo du boîtier floue');
      await page.getByTestId('report-action-modify').click();
      await page.getByTestId('report-modify-name').fill(`Contrôle annuel ${RUN}`);
      await page.getByTestId('report-modify-emails').fill(`${TO_FR}, not-an-address`);
      await page.getByTestId('report-modify-submit').click();
      await expectText(page.getByTestId('report-modify-receiverEmails-error'), errorsEn.report.emailFormat.replace('{{email}}', 'not-an-address'));
      await page.getByTestId('report-modify-emails').fill(TO_FR);
      await page.getByTestId('report-modify-submit').click();
      await expectText(toasts(page, 'success'), reportEn.toast.modified);
      await expectText(page.getByTestId('report-details-receiverEmails'), TO_FR);
      await expectText(page.getByTestId('report-details-state'), reportEn.state.rejected);
      await untilToastsGone(page);
      await page.getByTestId('report-action-submit').click();
      await expectText(page.getByTestId('report-details-state'), reportEn.state.toAudit);
    }));

  it('the auditor approves and sends it: the mail carries the PDF with the French labels, the checklist and the images', () =>
    withScreenshot(auditor.t.page, '58-auditor-send', async () => {
      const page = auditor.t.page;
      await openReport(page, SERIAL_FR, reportFrId);
      await page.getByTestId('report-action-approve').click();
      await page.getByTestId('report-approve-submit').click();
      await expectText(page.getByTestId('report-details-state'), reportFr.state.toSend);
      await page.getByTestId('report-action-send').click();
      await expectText(page.getByTestId('report-send-dialog'), TO_FR);
      await page.getByTestId('report-send-confirm').click();
      await expectText(toasts(page, 'success'), reportFr.toast.sent, 30_000);
      await expectText(page.getByTestId('report-details-state'), reportFr.state.sent);
      // the log, in French: every step by who took it
      const log = page.getByTestId('report-details-log').locator('tr');
      await expect.poll(() => log.count(), WAIT).toBe(7);
      // columns: time, who, action, states, opinion
      expect(await log.locator('td:nth-child(3)').allInnerTexts()).toEqual([reportFr.log.create, reportFr.log.submit, reportFr.log.reject, reportFr.log.modify, reportFr.log.submit, reportFr.log.approve, reportFr.log.send]);
      expect((await log.locator('td:nth-child(2)').allInnerTexts()).slice(1)).toEqual([creator.username, auditor.username, creator.username, creator.username, auditor.username, auditor.username]);
      expect(await log.nth(2).locator('td:nth-child(4)').innerText()).toBe(`${reportFr.state.toAudit} → ${reportFr.state.rejected}`);
      await expectText(log.nth(2), 'Photo du boîtier floue');
      expect((await info(reportFrId)).log.map((l) => [l.action, l.operator])).toEqual([
        ['create', expect.any(String)],
        ['submit', creator.username],
        ['reject', auditor.username],
        ['modify', creator.username],
        ['submit', creator.username],
        ['approve', auditor.username],
        ['send', auditor.username],
      ]);

      await expect.poll(async () => (await sinkMails(TO_FR)).length, WAIT).toBe(1);
      const [mail] = await sinkMails(TO_FR);
      const { reportCode } = await info(reportFrId);
      expect(mail!.subject).toContain(REPORT_PDF_WORDS.fr.title);
      expect(mail!.attachments?.map((a) => a.filename)).toEqual([`${reportCode}.pdf`]);
      const pdf = await readPdf(mail!.attachments![0]!.content, 'fr.pdf');
      for (const word of [REPORT_PDF_WORDS.fr.title, SERIAL_FR, ...pdfWords('fr')]) expect(pdf.text).toContain(word);
      // the logo, the seal, the photo and the two signatures
      expect(pdf.images).toBe(5);
    }));

  it('a send without receivers is refused; through a broken server it fails, and Email management resends it from the platform', () =>
    withScreenshot(auditor.t.page, '58-failed-mail', async () => {
      const page = auditor.t.page;
      const submitted = await call<ReportRecord>(ReportSubmit, creator.token, { body: { reportId: reportZhId, version: (await info(reportZhId)).version } });
      await call(ReportApprove, auditor.token, { body: { reportId: reportZhId, version: submitted.version, opinion: '' } });
      await openReport(page, SERIAL_ZH, reportZhId);
      await page.getByTestId('report-action-send').click();
      await expectText(page.getByTestId('report-send-dialog'), reportFr.send.noReceivers);
      await page.getByTestId('report-send-confirm').click();
      await expectText(toasts(page, 'error'), errorsFr.report.receiverInvalid);
      await expectText(page.getByTestId('report-details-state'), reportFr.state.toSend);
      expect((await info(reportZhId)).state).toBe('2');

      // receivers given (the report goes back to audit), approved again
      const r = await info(reportZhId);
      const modified = await call<ReportRecord>(ReportModify, creator.token, { body: { reportId: r.reportId, version: r.version, reportName: r.reportName, recipients: '', receiverEmails: TO_ZH, result: r.result } });
      await call(ReportApprove, auditor.token, { body: { reportId: reportZhId, version: modified.version, opinion: '' } });
      await untilToastsGone(page);
      await openReport(page, SERIAL_ZH, reportZhId);
      await page.getByTestId('report-action-send').click();
      await page.getByTestId('report-send-confirm').click();
      await expectText(toasts(page, 'error'), errorsFr.report.sendFailed, 30_000);
      await expectText(page.getByTestId('report-details-state'), reportFr.state.toSend);
      expect(await sinkMails(TO_ZH)).toHaveLength(0);

      // Email management, in Chinese: the failed list, the sender changed to the platform, resent
      await switchLanguage(page, 'zh-CN');
      await page.goto(`/system/mail?state=failed&keyword=${encodeURIComponent(TO_ZH)}`);
      const row = page.locator('[data-testid^="mail-row-"]').filter({ hasText: TO_ZH });
      await row.waitFor(WAIT);
      const mailId = Number((await row.getAttribute('data-testid'))!.replace('mail-row-', ''));
      await expectText(page.getByTestId(`mail-state-${mailId}`), mailZhCn.state.failed);
      await expectText(page.getByTestId(`mail-failure-${mailId}`), mailZhCn.failure.cannotConnect);
      await page.getByTestId(`mail-sender-${mailId}`).click();
      const choice = page.getByTestId('mail-sender-choice');
      await choice.waitFor(WAIT);
      await choice.selectOption('platform');
      await page.getByTestId('mail-sender-submit').click();
      // the outcome: a summary, and the mail leaves the failed list; every mail: sent, from the platform, by whom
      await expectText(toasts(page, 'info'), mailZhCn.resend.summary_other.replace('{{sent}}', '1').replace('{{count}}', '1'), 30_000);
      await expect.poll(() => row.count(), WAIT).toBe(0);
      await page.getByTestId('mail-tab-all').click();
      await expectText(page.getByTestId(`mail-state-${mailId}`), mailZhCn.state.sent);
      await expectText(page.getByTestId(`mail-row-${mailId}`), mailZhCn.table.platform);
      await expectText(page.getByTestId(`mail-row-${mailId}`), auditor.username);

      await expect.poll(async () => (await sinkMails(TO_ZH)).length, WAIT).toBe(1);
      const [mail] = await sinkMails(TO_ZH);
      const pdf = await readPdf(mail!.attachments![0]!.content, 'zh.pdf');
      for (const word of [REPORT_PDF_WORDS['zh-CN'].title, SERIAL_ZH, ...pdfWords('zh-CN')]) expect(pdf.text).toContain(word);
      expect(pdf.images).toBe(5);
      // the resend that delivered it marks the report sent, logged by who resent it
      const done = await info(reportZhId);
      expect(done.state).toBe('4');
      expect(done.log.at(-1)).toMatchObject({ action: 'send', operator: auditor.username, fromState: '2', toState: '4' });
      await openReport(page, SERIAL_ZH, reportZhId);
      await expectText(page.getByTestId('report-details-state'), reportZhCn.state.sent);
    }));
});
