/**
 * What the inspection-report tests share: an organization's logo, a full maintenance checklist, the report of a
 * completed maintenance order and its approval, the SES sink's mails.
 */
import { todayUtc } from '@aed/shared/schemas/accessory';
import type { ReportRecord } from '@aed/shared/schemas/report';
import { CHECKLIST_ITEMS, type OrderRecord } from '@aed/shared/schemas/work-order';
import { setDeptImageMeta } from '../../src/data/access/depts';
import { reportsOfOrder } from '../../src/data/access/inspection-reports';
import { blobStore } from '../../src/data/blob-store';
import type { InspectionReportItem } from '../../src/data/entities/inspection-report-entity';
import { startMailSink } from '../../src/local/mail-sink';
import { invoke, loginAs } from '../helpers';
import { freePort } from '../setup/global-dynamodb';
import { addDevice, addOrg, buildWorld, deviceBody, PASSWORD, uid, type DeviceWorld, type Org } from './device-support';
import { createTestUser, ok } from './support';

/** A 1x1 PNG: the logo. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Gives the organization a logo (a report's PDF needs one on its path). */
export async function giveLogo(org: Org): Promise<void> {
  const blobKey = `dept/${org.deptId}/logo-test`;
  await blobStore().put(blobKey, PNG, 'image/png');
  await setDeptImageMeta(org, 'logo', null, { blobKey, contentType: 'image/png', size: PNG.length }, new Date().toISOString(), 'admin');
}

/** Every checklist item normal, the shock energy measured. */
export const fullChecklist = () => CHECKLIST_ITEMS.map((item) => ({ item, result: 'normal', note: '', value: item === 'shockJoules' ? 150 : '' }));

/** A new user of `org` with this role, logged in: its token. */
export async function userOf(org: Org, roleId: number): Promise<string> {
  const name = `rpt${uid().toLowerCase()}`;
  await createTestUser({ username: name, password: PASSWORD, roleIds: [roleId], deptId: org.deptId, deptPath: org.deptPath });
  return loginAs(name, PASSWORD);
}

export interface ReportWorld {
  w: DeviceWorld;
  sink: Awaited<ReturnType<typeof startMailSink>>;
  /** A third agent, another tenant, and its administrator. */
  agentC: Org;
  adminC: string;
  /** Per administrator of agents A and B: a second administrator of the same agent (four eyes: one submits, the other approves). */
  auditors: Map<string, string>;
}

/**
 * The report tests' world: the local SES sink (started first: the SES client takes SES_ENDPOINT when its module
 * loads), the device world, a third agent C with its administrator, the auditors of agents A and B; agent A has a logo.
 */
export async function reportWorld(agentCQuota = 20): Promise<ReportWorld> {
  const sink = await startMailSink(await freePort());
  process.env.SES_ENDPOINT = sink.url;
  const w = await buildWorld();
  const agentC = await addOrg(w.admin, 100, '0', agentCQuota);
  const adminC = await userOf(agentC, 3);
  const auditors = new Map<string, string>();
  for (const [admin, org] of [[w.adminA, w.agentA], [w.adminB, w.agentB]] as const) auditors.set(admin, await userOf(org, 3));
  await giveLogo(w.agentA);
  return { w, sink, agentC, adminC, auditors };
}

/** A handler of `org` (a user who may process its orders) and its token. */
export async function newHandler(org: Org): Promise<{ id: number; token: string }> {
  const name = `rsh${uid().toLowerCase()}`;
  const id = await createTestUser({ username: name, password: PASSWORD, roleIds: [5], userTypes: ['handler'], deptId: org.deptId, deptPath: org.deptPath });
  return { id, token: await loginAs(name, PASSWORD) };
}

/**
 * The automatic report of a maintenance order of a new device of `org`, made by `admin`, dispatched to `handler` (a new
 * one of `org` when not given) and completed with a full checklist.
 */
export async function maintenanceReport(w: DeviceWorld, org: Org, admin: string, handler?: { id: number; token: string }): Promise<InspectionReportItem> {
  const d = await addDevice(w.admin, deviceBody(w, org));
  const order = ok<OrderRecord>(await invoke('OrderAdd', { token: admin, body: { kind: '2', deviceId: d.deviceId, description: 'Yearly' } }));
  const by = handler ?? (await newHandler(org));
  ok(await invoke('OrderDispatch', { token: admin, body: { orderIds: [order.orderId], handlerId: by.id } }));
  ok(await invoke('OrderProcess', { token: by.token, body: { orderId: order.orderId, version: 2, handlingResult: 'Checked', processDate: todayUtc(), checklist: fullChecklist() } }));
  const [report] = await reportsOfOrder(order.orderId);
  return report!;
}

/** Submits the report as `admin` and approves it as `auditor` (four eyes: another administrator). */
export async function submitAndApprove(report: Pick<InspectionReportItem, 'reportId' | 'version'>, admin: string, auditor: string): Promise<ReportRecord> {
  const submitted = ok<ReportRecord>(await invoke('ReportSubmit', { token: admin, body: { reportId: report.reportId, version: report.version } }));
  return ok<ReportRecord>(await invoke('ReportApprove', { token: auditor, body: { reportId: report.reportId, version: submitted.version } }));
}

export interface SinkMail {
  destination: { to: string[] };
  subject: string;
  attachments?: { filename: string; content: string; contentType?: string }[];
}

/** The mails the local SES sink at `sinkUrl` holds, to `to` when given. */
export async function sinkMails(sinkUrl: string, to?: string): Promise<SinkMail[]> {
  const { emails } = (await (await fetch(`${sinkUrl}/store`)).json()) as { emails: SinkMail[] };
  return to === undefined ? emails : emails.filter((m) => m.destination.to.includes(to));
}
