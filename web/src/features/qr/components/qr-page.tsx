import { useState } from 'react';
import { Button, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { tokenOfScan } from '@aed/shared/schemas/qr';
import { usePermission } from '../../../lib/permission';
import { useErrorMessage } from '../../../lib/error-message';
import { qrHistoryQuery } from '../api/device-qr';
import type { PrintJob } from './print-labels';
import { PrintView } from './print-view';
import { QrGenerateDialog } from './qr-generate-dialog';

/**
 * QR codes screen (menu component 'product/qr/index', decision 0042): generation and print of unbound batches for an
 * organization (amount, template, width, height in mm), and a code's binding history. Bound codes of devices are
 * bound in the device details (QR tab).
 */
export default function QrPage() {
  const { t } = useTranslation('qr');
  const canGenerate = usePermission().hasPermission(PERMISSIONS.qr.generate);
  return (
    <Stack gap="6" p="4" data-testid="qr-page">
      <Heading size="md">{t('title')}</Heading>
      {canGenerate && <GenerateAndPrint />}
      <HistoryLookup />
    </Stack>
  );
}

function GenerateAndPrint() {
  const { t } = useTranslation('qr');
  const [open, setOpen] = useState(false);
  const [job, setJob] = useState<PrintJob | null>(null);
  return (
    <Flex gap="2">
      <Button onClick={() => setOpen(true)} data-testid="qr-generate-open">
        {t('generate.title')}
      </Button>
      {open && <QrGenerateDialog onClose={() => setOpen(false)} onGenerated={setJob} />}
      {job && <PrintView job={job} onClose={() => setJob(null)} />}
    </Flex>
  );
}

function HistoryLookup() {
  const { t } = useTranslation('qr');
  const message = useErrorMessage();
  const [text, setText] = useState('');
  const [code, setCode] = useState('');
  const history = useQuery({ ...qrHistoryQuery(code), enabled: !!code });
  return (
    <Stack gap="3" maxW="40rem">
      <Heading size="sm">{t('generate.history')}</Heading>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setCode(tokenOfScan(text) ?? text.trim());
        }}
      >
        <Flex gap="2">
          <Input value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder={t('generate.lookup')} aria-label={t('generate.lookup')} data-testid="qr-lookup-input" />
          <Button type="submit" data-testid="qr-lookup-submit">
            {t('generate.lookupSubmit')}
          </Button>
        </Flex>
      </form>
      {history.isError && <Text color="fg.error">{message(history.error)}</Text>}
      {history.data && (
        <Table.Root size="sm" data-testid="qr-history-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('generate.time')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('generate.device')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('generate.by')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {history.data.map((row) => (
              <Table.Row key={row.time + row.newDeviceId}>
                <Table.Cell>{row.time.replace('T', ' ').slice(0, 19)}</Table.Cell>
                <Table.Cell>
                  {row.oldDeviceId || t('generate.none')} → {row.newDeviceId || t('generate.none')}
                </Table.Cell>
                <Table.Cell>{row.by}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
