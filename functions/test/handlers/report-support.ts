/** What the inspection-report tests share: an organization's logo, a full maintenance checklist, the SES sink's mails. */
import { CHECKLIST_ITEMS } from '@aed/shared/schemas/work-order';
import { setDeptImageMeta } from '../../src/data/access/depts';
import { blobStore } from '../../src/data/blob-store';
import type { Org } from './device-support';

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
