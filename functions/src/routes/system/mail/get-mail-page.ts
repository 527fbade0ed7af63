import { MailPage } from '@aed/shared/routes/mail.routes';
import { defineHandler } from '../../../lib/define-handler';
import { mailPage } from '../../../domain/mail/mail-queries';

export const handler = defineHandler(MailPage, ({ actor, query }) => mailPage(actor, query));
