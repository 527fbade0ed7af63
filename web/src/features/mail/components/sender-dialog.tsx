import { Input, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { mailSenderBody, type MailRecordView, type MailSenderOption } from '@aed/shared/schemas/mail-record';
import { FormDialogForm, FormDialogShell } from '../../../components/form/form-dialog';
import { useZodForm } from '../../../components/form/use-zod-form';
import { AppLink } from '../../../components/ui/app-link';
import { errorMessage } from '../../../lib/error-message';
import { useChangeMailSender, useMailSenderOptions } from '../api/mail-sender';

interface FormValues {
  /** `auto`, `platform` or `server:<organization id>`. */
  sender: string;
  /** Comma-separated addresses. */
  to: string;
}

const FIELD_OF_ERROR: Record<string, keyof FormValues> = { 'mail.senderNotAllowed': 'sender', 'mail.recipientInvalid': 'to' };
const optionKey = (o: Pick<MailSenderOption, 'choice' | 'serverDeptId'>) => (o.choice === 'server' ? `server:${o.serverDeptId}` : o.choice);

/**
 * The sender and recipients of a failed mail before its resend (decision 0054): its organization's server as now
 * configured, the platform, or the server of an organization on its path; each with the only From address it may use.
 * Saved, the mail is resent at once (`onSaved`).
 */
export function SenderDialog({ mail, onClose, onSaved }: { mail: MailRecordView; onClose: () => void; onSaved: (mail: MailRecordView) => void }) {
  const options = useMailSenderOptions(mail.mailId);
  const current = mail.senderChoice === 'server' ? `server:${mail.serverDeptId}` : mail.senderChoice;
  const { t, values, set, save, onSubmit, field } = useZodForm<FormValues>({ ns: 'mail', initial: { sender: current, to: mail.to.join(', ') }, fieldOf: FIELD_OF_ERROR, testIdPrefix: 'mail-sender', onClose });
  const change = useChangeMailSender();
  const label = (o: MailSenderOption) => {
    const from = o.fromAddress;
    if (o.choice === 'platform') return t('sender.platform', { from });
    if (o.choice === 'auto') return o.serverDeptId > 0 ? t('sender.autoServer', { org: o.deptName, from }) : t('sender.autoPlatform', { from });
    return t('sender.server', { org: o.deptName, from });
  };
  const submit = onSubmit(() => {
    const [choice, id] = values.sender.split(':');
    const to = values.to.split(/[,;\s]+/).filter(Boolean);
    save(mailSenderBody, { mailId: mail.mailId, version: mail.version, choice, serverDeptId: id ? Number(id) : 0, to }, change, t('sender.saved'), { onSaved: (saved) => onSaved(saved) });
  });

  return (
    <FormDialogShell onClose={onClose} size="md">
      <FormDialogForm testId="mail-sender-dialog" testIdPrefix="mail-sender" title={t('sender.title')} submitLabel={t('sender.submit')} onSubmit={submit} onClose={onClose} saving={change.isPending}>
        <Text fontSize="sm" color="fg.muted">
          {mail.subject}
        </Text>
        {options.isPending && <Spinner size="sm" />}
        {options.isError && <Text color="fg.error">{errorMessage(t, options.error)}</Text>}
        {options.data &&
          field(
            'sender',
            t('sender.sender'),
            <NativeSelect.Root>
              <NativeSelect.Field name="sender" data-testid="mail-sender-choice" value={values.sender} onChange={(e) => set('sender', e.target.value)}>
                {options.data.options.map((o) => (
                  <option key={optionKey(o)} value={optionKey(o)}>
                    {label(o)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>,
            { required: true, errorTestId: 'mail-sender-choice-error', hint: t('sender.hint') },
          )}
        {field('to', t('sender.to'), <Input name="to" data-testid="mail-sender-to" value={values.to} onChange={(e) => set('to', e.target.value)} />, { required: true, errorTestId: 'mail-sender-to-error', hint: t('sender.toHint') })}
        <AppLink href="/system/dept" data-testid="mail-sender-settings-link">
          <Text as="span" fontSize="sm" color="colorPalette.fg" colorPalette="blue" textDecoration="underline">
            {t('sender.settingsLink')}
          </Text>
        </AppLink>
      </FormDialogForm>
    </FormDialogShell>
  );
}
