import { useState } from 'react';
import { Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QrBindingHistory } from './qr-binding-history';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { QR_DEFAULTS, tokenOfScan } from '@aed/shared/schemas/qr';
import { ListToolbar, ToolbarButton } from '../../../components/list/list-toolbar';
import { usePermission } from '../../../lib/permission';
import { useErrorMessage } from '../../../lib/error-message';
import { qrHistoryQuery } from '../api/device-qr';
import type { PrintJob } from './print-labels';
import { PrintView } from './print-view';
import { QrGenerateDialog } from './qr-generate-dialog';
import { QrCodeList } from './qr-code-list';

/**
 * QR codes screen (menu component 'product/qr/index', decision 0042): the codes of the caller's organizations (list,
 * filters and paging in the URL), the generation and print dialog (unbound batches for an organization; bound codes
 * are generated from the device list's selection), a label's reprint and a code's binding history.
 */
export default function QrPage() {
  const { t } = useTranslation('qr');
  const canGenerate = usePermission().hasPermission(PERMISSIONS.qr.generate);
  const [open, setOpen] = useState(false);
  const [job, setJob] = useState<PrintJob | null>(null);
  const [historyCode, setHistoryCode] = useState('');
  return (
    <Stack gap="6" p="4" data-testid="qr-page">
      <Heading size="md">{t('title')}</Heading>
      {canGenerate && (
        <ListToolbar label={t('list.toolbar')}>
          <ToolbarButton kind="add" label={t('generate.title')} testId="qr-generate-open" permission={PERMISSIONS.qr.generate} onClick={() => setOpen(true)} />
        </ListToolbar>
      )}
      <QrCodeList onHistory={setHistoryCode} onPrint={(code) => setJob({ codes: [code], template: QR_DEFAULTS.template, width: QR_DEFAULTS.width, height: QR_DEFAULTS.height, length: QR_DEFAULTS.length })} />
      <HistoryLookup code={historyCode} onCode={setHistoryCode} />
      {open && <QrGenerateDialog onClose={() => setOpen(false)} onGenerated={setJob} />}
      {job && <PrintView job={job} onClose={() => setJob(null)} />}
    </Stack>
  );
}

/** A code's binding history: typed or scanned here, or the row's "History" of the list. */
function HistoryLookup({ code, onCode }: { code: string; onCode: (code: string) => void }) {
  const { t } = useTranslation('qr');
  const message = useErrorMessage();
  const [text, setText] = useState('');
  const history = useQuery({ ...qrHistoryQuery(code), enabled: !!code });
  return (
    <Stack gap="3" maxW="40rem">
      <Heading size="sm">{t('generate.history')}</Heading>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onCode(tokenOfScan(text) ?? text.trim());
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
        <QrBindingHistory rows={history.data} testId="qr-history-table" />
      )}
    </Stack>
  );
}
