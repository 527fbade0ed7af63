import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { env, localCredentials } from '../lib/env';
import type { MailFile } from './mail-file';

/**
 * SES v2; locally the same calls go to the aws-ses-v2-local sink. Only the mail delivery (domain/mail) sends with it:
 * every mail is recorded in the outbox (decision 0046).
 */
const ses = new SESv2Client({
  region: env.region,
  ...(env.sesEndpoint ? { endpoint: env.sesEndpoint, credentials: localCredentials } : {}),
});

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** The platform's address unless given (a verified SES identity). */
  from?: string;
  attachments?: readonly MailFile[];
}


export async function sendMail(message: MailMessage): Promise<void> {
  await ses.send(
    new SendEmailCommand({
      FromEmailAddress: message.from ?? env.mailFrom,
      Destination: { ToAddresses: message.to },
      ConfigurationSetName: env.sesConfigurationSet,
      Content: {
        Simple: {
          Subject: { Data: message.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: message.text, Charset: 'UTF-8' },
            ...(message.html ? { Html: { Data: message.html, Charset: 'UTF-8' } } : {}),
          },
          ...(message.attachments?.length
            ? { Attachments: message.attachments.map((a) => ({ FileName: a.filename, ContentType: a.contentType, RawContent: a.content, ContentDisposition: 'ATTACHMENT' as const, ContentTransferEncoding: 'BASE64' as const })) }
            : {}),
        },
      },
    }),
  );
}
