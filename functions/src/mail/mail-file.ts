/** A file sent with a mail (a report's PDF, decision 0056), as the SES and SMTP senders take it. */
export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}
