import { useState } from 'react';
import { Button, Field, Flex, Heading, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@aed/shared/permissions/permissions';
import { QR_DEFAULTS, tokenOfScan } from '@aed/shared/schemas/qr';
import { OwnerOrgSelect } from '../../../components/form/owner-org-select';
import { usePermission } from '../../../lib/permission';
import { useErrorMessage } from '../../../lib/error-message';
import { useGenerateQr } from '../api/generate-qr';
import { qrHistoryQuery } from '../api/device-qr';
import { LABEL_TEMPLATES } from '../label-templates';
import { PrintLabels, type PrintJob } from './print-labels';

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
      {canGenerate && <GenerateForm />}
      <HistoryLookup />
    </Stack>
  );
}

function GenerateForm() {
  const { t } = useTranslation('qr');
  const message = useErrorMessage();
  const generate = useGenerateQr();
  const [deptId, setDeptId] = useState('');
  const [amount, setAmount] = useState(String(QR_DEFAULTS.amount));
  const [template, setTemplate] = useState(String(QR_DEFAULTS.template));
  const [width, setWidth] = useState(String(QR_DEFAULTS.width));
  const [height, setHeight] = useState(String(QR_DEFAULTS.height));
  const [error, setError] = useState('');
  const [job, setJob] = useState<PrintJob | null>(null);
  const submit = () => {
    const w = Number(width);
    const h = Number(height);
    if (w < h) return setError(t('generate.widthBelowHeight'));
    setError('');
    generate.mutate(
      { bound: false, deptId: Number(deptId), amount: Number(amount), template: Number(template), width: w, height: h },
      { onSuccess: (rows) => setJob({ codes: rows.map((r) => r.code), template: Number(template), width: w, height: h }), onError: (e) => setError(message(e)) },
    );
  };
  return (
    <Stack gap="3" maxW="40rem">
      <Heading size="sm">{t('generate.title')}</Heading>
      <Field.Root>
        <Field.Label>{t('generate.dept')}</Field.Label>
        <OwnerOrgSelect value={deptId} onChange={setDeptId} placeholder={t('generate.dept')} testId="qr-generate-dept" />
      </Field.Root>
      <Flex gap="3" wrap="wrap">
        <NumberField label={t('generate.amount')} value={amount} onChange={setAmount} testId="qr-generate-amount" />
        <Field.Root width="14rem">
          <Field.Label>{t('generate.template')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field data-testid="qr-generate-template" value={template} onChange={(e) => setTemplate(e.currentTarget.value)}>
              {LABEL_TEMPLATES.map((tpl) => (
                <option key={tpl.id} value={tpl.id}>
                  {t(`generate.templates.${tpl.key}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <NumberField label={t('generate.width')} value={width} onChange={setWidth} testId="qr-generate-width" />
        <NumberField label={t('generate.height')} value={height} onChange={setHeight} testId="qr-generate-height" />
      </Flex>
      <Text color="fg.muted" fontSize="sm">
        {t('generate.unit')}
      </Text>
      {error && (
        <Text color="fg.error" data-testid="qr-generate-error">
          {error}
        </Text>
      )}
      <Flex gap="2">
        <Button onClick={submit} loading={generate.isPending} disabled={!deptId} data-testid="qr-generate-submit">
          {t('generate.submit')}
        </Button>
      </Flex>
      {job && (
        <>
          <Flex gap="2" position="fixed" top="2" right="2" zIndex="10001" className="qr-print-toolbar" css={{ '@media print': { display: 'none' } }}>
            <Button onClick={() => window.print()} data-testid="qr-print-button">
              {t('generate.print')}
            </Button>
            <Button variant="outline" onClick={() => setJob(null)} data-testid="qr-print-close">
              {t('generate.close')}
            </Button>
          </Flex>
          <PrintLabels job={job} />
        </>
      )}
    </Stack>
  );
}

function NumberField({ label, value, onChange, testId }: { label: string; value: string; onChange: (v: string) => void; testId: string }) {
  return (
    <Field.Root width="8rem">
      <Field.Label>{label}</Field.Label>
      <Input type="number" value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId} />
    </Field.Root>
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
