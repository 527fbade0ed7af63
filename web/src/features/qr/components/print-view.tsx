import { Button, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PrintLabels, type PrintJob } from './print-labels';

/** The labels' print view with its Print and Close buttons (hidden while printing). */
export function PrintView({ job, onClose }: { job: PrintJob; onClose: () => void }) {
  const { t } = useTranslation('qr');
  return (
    <>
      <Flex gap="2" position="fixed" top="2" right="2" zIndex="10001" className="qr-print-toolbar" css={{ '@media print': { display: 'none' } }}>
        <Button onClick={() => window.print()} data-testid="qr-print-button">
          {t('generate.print')}
        </Button>
        <Button variant="outline" onClick={onClose} data-testid="qr-print-close">
          {t('generate.close')}
        </Button>
      </Flex>
      <PrintLabels job={job} />
    </>
  );
}
