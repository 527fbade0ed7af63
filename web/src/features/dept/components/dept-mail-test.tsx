import { useState } from 'react';
import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuSend } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-message';
import { useTestDeptMail } from '../api/test-dept-mail';

/** Tests the saved mail-server settings of an organization; SMTP sends a test message to the given address. */
export function DeptMailTest({ deptId }: { deptId: number }) {
  const { t } = useTranslation('dept');
  const [recipient, setRecipient] = useState('');
  const mailTest = useTestDeptMail();
  const run = () =>
    mailTest.mutate(
      { deptId, recipient: recipient.trim() },
      { onSuccess: () => notifySuccess(t('mailTest.success')), onError: (err) => notifyError(errorMessage(t, err)) },
    );
  return (
    <Field.Root>
      <Field.Label>{t('mailTest.recipient')}</Field.Label>
      <HStack width="full">
        <Input
          type="email"
          data-testid="dept-mail-test-recipient"
          value={recipient}
          maxLength={100}
          placeholder={t('mailTest.placeholder')}
          onChange={(e) => setRecipient(e.target.value)}
        />
        <Button type="button" variant="outline" data-testid="dept-mail-test" loading={mailTest.isPending} onClick={run}>
          <LuSend /> {t('mailTest.run')}
        </Button>
      </HStack>
      <Field.HelperText>{t('mailTest.help')}</Field.HelperText>
    </Field.Root>
  );
}
