/**
 * An inspection report's PDF and its sending (docs/decisions/0055) against the local DynamoDB, with the real renderer
 * (the machine's Chromium) and the local mail paths (the SES sink, an SMTP server): the PDF of a version is rendered
 * once and reused; a sent report's mail carries it; a failed send leaves the report to be sent and its mail in the
 * outbox, from which a resend delivers it with the PDF; the refusals (receivers, logo, state, permission, scope).
 * Renders are slow (~1 s each): four in this file.
 */
import { execFileSync } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_PDF_WORDS } from '@aed/shared/i18n/report-pdf-labels';
import type { ReportRecord } from '@aed/shared/schemas/report';
import type { UploadUrl } from '@aed/shared/schemas/upload';
import { invoke } from '../helpers';
import { expectError, ok } from './support';
import { uid, type DeviceWorld, type Org } from './device-support';
import { startTestSmtp, type TestSmtp } from '../smtp-fixture';
import { maintenanceReport, sinkMails, reportWorld, userOf, type ReportWorld } from './report-support';
import { blobStore } from '../../src/data/blob-store';
import { mailRecordsUnder } from '../../src/data/access/mail-records';
import { localObjectFile } from '../../src/data/upload-store';
import { InspectionReportEntity } from '../../src/data/entities/inspection-report-entity';
import { reportPdfKey } from '../../src/domain/report/report-pdf';

// the test SMTP server is on loopback, which the platform refuses outside tests
process.env.MAIL_TEST_ALLOW_PRIVATE_HOSTS = 'true';

const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');


describe('inspection report PDF and sending', () => {
  let w: DeviceWorld;
  let sink: ReportWorld['sink'];
  let smtp: TestSmtp;
  let adminC: string;
  let superuser: string;
  /** A second administrator of agents A and B: who modified and submitted a report may not approve it (four eyes). */
  let auditors: ReportWorld['auditors'];

  beforeAll(async () => {
    // agent A has a logo (its customers print it); agents B and C have none
    ({ w, sink, adminC, auditors } = await reportWorld());
    smtp = await startTestSmtp();
    superuser = await userOf(w.agentA, 6);
  }, 240_000);
  afterAll(async () => {
    await sink?.stop();
    await smtp?.stop();
  });

  /** The automatic report of a completed maintenance order of a new device of `org` (its own handler), in `language`. */
  async function reportOf(org: Org, admin: string, language = ''): Promise<ReportRecord> {
    const report = await maintenanceReport(w, org, admin);
    // the organization's report language as the snapshot took it
    if (language) await InspectionReportEntity.patch({ reportId: report.reportId }).set({ reportLanguage: language }).go();
    return ok<ReportRecord>(await invoke('ReportInfo', { token: admin, query: { reportId: String(report.reportId) } }));
  }


  const modify = async (admin: string, r: ReportRecord, receiverEmails: string) =>
    ok<ReportRecord>(await invoke('ReportModify', { token: admin, body: { reportId: r.reportId, version: r.version, reportName: r.reportName, recipients: 'Ann Lee', receiverEmails, result: r.result } }));

  /** Submitted by the organization's administrator and approved by another one: to be sent. */
  async function approved(admin: string, r: ReportRecord): Promise<ReportRecord> {
    const submitted = ok<ReportRecord>(await invoke('ReportSubmit', { token: admin, body: { reportId: r.reportId, version: r.version } }));
    return ok<ReportRecord>(await invoke('ReportApprove', { token: auditors.get(admin)!, body: { reportId: r.reportId, version: submitted.version } }));
  }

  const pdf = (token: string, reportId: number) => invoke('ReportPdf', { token, query: { reportId: String(reportId) } });
  const send = (token: string, r: Pick<ReportRecord, 'reportId' | 'version'>) => invoke('ReportSend', { token, body: { reportId: r.reportId, version: r.version } });
  const pdfFileTime = async (key: string) => (await stat(localObjectFile(process.env.BLOB_DIR!, key))).mtimeMs;
  const sesMailsTo = (to: string) => sinkMails(sink.url, to);

  it('downloads the PDF of a version rendered once: a second download renders nothing, a modify makes a new one', async () => {
    const r = await reportOf(w.customerA, w.adminA);
    const first = ok<UploadUrl>(await pdf(w.adminA, r.reportId));
    expect(first).toMatchObject({ fileName: `${r.reportCode}.pdf`, contentType: 'application/pdf' });
    const key = reportPdfKey({ deptId: r.deptId, reportId: r.reportId, version: r.version });
    expect(first.url).toContain(key);
    const stored = await blobStore().get(key);
    expect(stored?.contentType).toBe('application/pdf');
    // English by default (the organization has no report language), with the device's serial
    const text = textOf(stored!.bytes);
    expect(text).toContain(r.serialNumber);
    expect(text).toContain(REPORT_PDF_WORDS.en.serialNumber);
    const renderedAt = await pdfFileTime(key);

    ok<UploadUrl>(await pdf(w.adminA, r.reportId));
    expect(await pdfFileTime(key)).toBe(renderedAt);

    const changed = await modify(w.adminA, r, 'ann@example.com');
    const second = ok<UploadUrl>(await pdf(w.adminA, r.reportId));
    const newKey = reportPdfKey({ deptId: r.deptId, reportId: r.reportId, version: changed.version });
    expect(newKey).not.toBe(key);
    expect(second.url).toContain(newKey);
    expect(await blobStore().get(newKey)).not.toBeNull();
  });

  it("sends an approved report: one mail with the PDF in the report's language, the report sent with a log line", async () => {
    const r = await reportOf(w.customerA, w.adminA, 'fr');
    const to = `rep.${uid().toLowerCase()}@example.com`;
    const ready = await approved(w.adminA, await modify(w.adminA, r, `${to}, other.${to}`));
    expect(ready.state).toBe('2');
    const sent = ok<ReportRecord>(await send(w.adminA, ready));
    expect(sent).toMatchObject({ state: '4', version: ready.version + 1 });
    const [mail] = await sesMailsTo(to);
    expect(mail?.destination.to.sort()).toEqual([`other.${to}`, to]);
    expect(mail?.subject).toContain(r.reportCode);
    expect(mail?.subject).toContain("Rapport d'inspection");
    expect(mail?.attachments?.map((a) => a.filename)).toEqual([`${r.reportCode}.pdf`]);
    const text = textOf(Buffer.from(mail!.attachments![0]!.content, 'base64'));
    expect(text).toContain(r.serialNumber);
    expect(text).toContain(REPORT_PDF_WORDS.fr.serialNumber);
    const details = ok<{ state: string; log: { action: string; fromState: string | null; toState: string }[] }>(await invoke('ReportInfo', { token: w.adminA, query: { reportId: String(r.reportId) } }));
    expect(details.log.at(-1)).toMatchObject({ action: 'send', fromState: '2', toState: '4' });
    const [record] = (await mailRecordsUnder(w.customerA.deptPath, 'sent', 50)).filter((m) => m.to.includes(to));
    expect(record).toMatchObject({ kind: 'report', sourceType: 'report', sourceId: String(r.reportId) });
    // sent: nothing more, and the same answer for a second send
    expectError(await send(w.adminA, sent), 409, 'report.sent');
  });

  it('sends once when two sends of the same report come at once: the other hears it is being sent', async () => {
    const r = await reportOf(w.customerA, w.adminA);
    const to = `twice.${uid().toLowerCase()}@example.com`;
    const ready = await approved(w.adminA, await modify(w.adminA, r, to));
    const answers = await Promise.all([send(w.adminA, ready), send(w.adminA, ready)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(['report.sending', 'report.conflict']).toContain(answers.find((a) => a.status === 409)!.json.errorCode);
    expect(await sesMailsTo(to)).toHaveLength(1);
    expect((await mailRecordsUnder(w.customerA.deptPath, 'sent', 50)).filter((m) => m.to.includes(to))).toHaveLength(1);
  });

  it("leaves the report to be sent when the organization's mail server refuses, and a resend after the fix delivers the PDF", async () => {
    const res = await invoke('DeptAdd', {
      token: w.admin,
      body: { parentId: w.agentA.deptId, deptType: '2', deptName: `Mail ${uid()}`, equipmentQuota: 5, userQuota: 5, operationAccountCount: 3, viewAccountCount: 3, mailProtocol: 'SMTP', mailHost: '127.0.0.1', mailPort: smtp.port, mailEncryption: 'none', mailAccount: 'bot@example.com', mailPassword: 'wrong-pass' },
    });
    const org = ok<Org>(res);
    const r = await reportOf(org, w.adminA, 'zh-CN');
    const to = `smtp.${uid().toLowerCase()}@example.com`;
    const ready = await approved(w.adminA, await modify(w.adminA, r, to));
    expectError(await send(w.adminA, ready), 502, 'report.sendFailed');
    const after = ok<ReportRecord>(await invoke('ReportInfo', { token: w.adminA, query: { reportId: String(r.reportId) } }));
    expect(after).toMatchObject({ state: '2', version: ready.version });
    const [failed] = (await mailRecordsUnder(org.deptPath, 'failed', 10)).filter((m) => m.to.includes(to));
    expect(failed, failed?.failureDetail).toMatchObject({ kind: 'report', failure: 'authFailed', sourceType: 'report', sourceId: String(r.reportId) });
    expect(failed!.attachments.map((a) => a.filename)).toEqual([`${r.reportCode}.pdf`]);

    const info = ok<Record<string, unknown>>(await invoke('DeptInfo', { token: w.admin, query: { deptId: String(org.deptId) } }));
    ok(await invoke('DeptUpdate', { token: w.admin, body: { ...info, mailPassword: 'right-pass' } }));
    const resent = ok<{ mailId: number; outcome: string }[]>(await invoke('MailResend', { token: w.admin, body: { mailIds: [failed!.mailId] } }));
    expect(resent).toMatchObject([{ mailId: failed!.mailId, outcome: 'sent' }]);
    const [received] = smtp.received.filter((m) => JSON.stringify(m.to).includes(to));
    expect(received?.attachments.map((a) => a.filename)).toEqual([`${r.reportCode}.pdf`]);
    const text = textOf(received!.attachments[0]!.content);
    expect(text).toContain(r.serialNumber);
    expect(text).toContain(REPORT_PDF_WORDS['zh-CN'].serialNumber);
    // the mail went: the report is sent now, logged as sent by who resent it
    const done = ok<{ state: string; sentTime: string; log: { action: string; fromState: string | null; toState: string }[] }>(await invoke('ReportInfo', { token: w.adminA, query: { reportId: String(r.reportId) } }));
    expect(done).toMatchObject({ state: '4' });
    expect(done.sentTime).not.toBe('');
    expect(done.log.at(-1)).toMatchObject({ action: 'send', fromState: '2', toState: '4' });
  });

  it('refuses an empty or invalid receiver list before anything is sent, a report not approved, and a caller without the send permission', async () => {
    const r = await reportOf(w.customerA, w.adminA);
    expectError(await send(w.adminA, r), 409, 'report.notApproved');
    // the automatic report of a device without a sale has no receivers
    const ready = await approved(w.adminA, r);
    expect(ready.receiverEmails).toEqual([]);
    expectError(await send(w.adminA, ready), 400, 'report.receiverInvalid');
    // a receiver written before the rule (bad data): also refused
    await InspectionReportEntity.patch({ reportId: r.reportId }).set({ receiverEmails: ['not-an-address'] }).go();
    expectError(await send(w.adminA, ready), 400, 'report.receiverInvalid');
    expect(await mailRecordsUnder(w.customerA.deptPath, null, 100).then((ms) => ms.filter((m) => m.sourceId === String(r.reportId)))).toEqual([]);
    expect(ok<ReportRecord>(await invoke('ReportInfo', { token: w.adminA, query: { reportId: String(r.reportId) } }))).toMatchObject({ state: '2', version: ready.version });
    // read-only administrator and superuser make reports but do not send them
    expectError(await send(w.viewerA, ready), 403, 'common.forbidden');
    expectError(await send(superuser, ready), 403, 'common.forbidden');
  });

  it("refuses a PDF when no organization on the report's path has a logo, and answers another tenant's report as missing", async () => {
    const r = await reportOf(w.customerB, w.adminB);
    expectError(await pdf(w.adminB, r.reportId), 409, 'report.logoMissing');
    const to = `logo.${uid().toLowerCase()}@example.com`;
    const ready = await approved(w.adminB, await modify(w.adminB, r, to));
    expectError(await send(w.adminB, ready), 409, 'report.logoMissing');
    expect(await sesMailsTo(to)).toEqual([]);
    expect(ok<ReportRecord>(await invoke('ReportInfo', { token: w.adminB, query: { reportId: String(r.reportId) } })).state).toBe('2');
    // tenants A and C do not see B's report; nor does anyone see a missing one
    for (const token of [w.adminA, adminC]) {
      expectError(await pdf(token, r.reportId), 404, 'report.notFound');
      expectError(await send(token, ready), 404, 'report.notFound');
    }
    expectError(await pdf(w.adminB, 999_999_999), 404, 'report.notFound');
    expectError(await send(w.adminB, { reportId: 999_999_999, version: 1 }), 404, 'report.notFound');
  });
});
