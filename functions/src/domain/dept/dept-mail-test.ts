import type { MailTestBody, MailTestResult } from '@aed/shared/schemas/dept';
import { getDeptById } from '../../data/access/dept-reads';
import { checkMailServer, type MailServerSettings } from '../../mail/mail-server-check';
import type { Actor } from '../actor';
import { AppError } from '../../lib/app-error';
import { scopeCovers } from '../../data/data-scope';
import { decryptMailPassword } from './mail-secret';
import { DEPT_ERRORS } from '@aed/shared/errors/dept-errors';

const FAILURES = {
  unknownHost: 'dept.mailUnknownHost',
  cannotConnect: 'dept.mailCannotConnect',
  authFailed: 'dept.mailAuthFailed',
  noRecipient: 'dept.mailNoRecipient',
} as const;

/** The "test" action of an organization's stored mail-server settings (spec section 8: four failure messages). */
export async function testDeptMail(actor: Actor, body: MailTestBody): Promise<MailTestResult> {
  const dept = await getDeptById(body.deptId);
  if (!dept || !scopeCovers(actor.scope, dept.deptPath)) throw AppError.of(DEPT_ERRORS, 'dept.notFound');
  if (!dept.mailProtocol || !dept.mailHost || !dept.mailPort) throw AppError.of(DEPT_ERRORS, 'dept.mailNotConfigured');
  const settings: MailServerSettings = {
    protocol: dept.mailProtocol as MailServerSettings['protocol'],
    host: dept.mailHost,
    port: dept.mailPort,
    encryption: (dept.mailEncryption || 'none') as MailServerSettings['encryption'],
    account: dept.mailAccount ?? '',
    password: dept.mailPasswordEnc ? await decryptMailPassword(dept.mailPasswordEnc, dept.deptId) : '',
  };
  const outcome = await checkMailServer(settings, body.recipient);
  if (outcome !== 'ok') throw AppError.of(DEPT_ERRORS, FAILURES[outcome]);
  return { ok: true };
}
