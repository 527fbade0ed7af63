import * as z from 'zod';
import { getDeptById } from '../../data/access/dept-reads';
import type { DeptItem } from '../../data/entities/dept-entity';
import type { MailRecordItem } from '../../data/entities/mail-record-entity';
import { env } from '../../lib/env';

/**
 * Who sends a mail (decisions 0046 and 0054), apart from the sending itself so that the screens that only show or
 * choose a sender carry no mail client.
 */
export type Sender = Pick<MailRecordItem, 'transport' | 'serverDeptId' | 'fromAddress'>;

export const PLATFORM: () => Sender = () => ({ transport: 'ses', serverDeptId: 0, fromAddress: env.mailFrom });

export const sendsSmtp = (dept: DeptItem | null): dept is DeptItem => !!dept && dept.mailProtocol === 'SMTP' && !!dept.mailHost && !!dept.mailPort;

/** The organizations on `deptPath`, nearest first (itself, then its parents). */
export const pathDeptIds = (deptPath: string): number[] => deptPath.split(',').filter(Boolean).map(Number).filter((id) => id > 0).reverse();

/** An organization's SMTP server as a sender: its account is the From address when it is an address. */
export const serverSender = (dept: DeptItem): Sender => ({ transport: 'smtp', serverDeptId: dept.deptId, fromAddress: z.email().safeParse(dept.mailAccount).success ? dept.mailAccount : env.mailFrom });

/** The sender an organization with SMTP settings gives, or null when it has none (IMAP and POP3 cannot send). */
export async function organizationSender(deptId: number): Promise<Sender | null> {
  const dept = await getDeptById(deptId);
  return sendsSmtp(dept) ? serverSender(dept) : null;
}

/** The nearest organization on `deptPath` (itself first) with an SMTP server, or the platform. */
export async function senderFor(deptPath: string): Promise<Sender> {
  for (const id of pathDeptIds(deptPath)) {
    const dept = await getDeptById(id);
    if (sendsSmtp(dept)) return serverSender(dept);
  }
  return PLATFORM();
}

/**
 * The sender of a resend (decision 0054): the one chosen on the record while it holds (the platform; a server of an
 * organization still on the mail's path, whose settings removed since make the send fail and say so), else the
 * nearest server as now configured.
 */
export async function resendSender(record: MailRecordItem): Promise<Sender> {
  const choice = record.senderChoice ?? 'auto';
  if (choice === 'platform') return PLATFORM();
  if (choice === 'server' && pathDeptIds(record.deptPath).includes(record.serverDeptId)) {
    return (await organizationSender(record.serverDeptId)) ?? { transport: 'smtp', serverDeptId: record.serverDeptId, fromAddress: record.fromAddress };
  }
  return senderFor(record.deptPath);
}
