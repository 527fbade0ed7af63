import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { PublicRecord } from '@aed/shared/schemas/qr';
import { QR_TOKEN_PATTERN } from '@aed/shared/schemas/qr';
import { LangSelect } from '../../../components/ui/lang-select';
import { ApiError, getToken } from '../../../lib/api-client';
import { usePublicRecord } from '../api/get-public-record';
import { ReportProblemDialog } from './report-problem-dialog';

/**
 * The public maintenance record a printed QR code opens (`/deviceInfo?code=`, `/deviceResume?code=`; no login,
 * decision 0042): the device's identity, its readiness, consumables and history, in the viewer's language (language
 * picker), laid out for a phone. "Inspector login" goes to the normal login and then to the device's details.
 */
export function PublicRecordPage({ code, onInspectorLogin }: { code: string; onInspectorLogin: (deviceId: number | null) => void }) {
  const { t } = useTranslation('qr');
  const valid = QR_TOKEN_PATTERN.test(code);
  return (
    <Box minH="100vh" bg="bg.subtle" px="3" py="4" data-testid="qr-public-page">
      <Stack maxW="40rem" mx="auto" gap="4">
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading size="lg" data-testid="qr-public-title">
            {t('public.title')}
          </Heading>
          <LangSelect width="36" />
        </Flex>
        {valid ? <RecordBody code={code} onInspectorLogin={onInspectorLogin} /> : <Problem title={t('public.invalidTitle')} text={t('public.invalidText')} testId="qr-invalid" onInspectorLogin={() => onInspectorLogin(null)} />}
      </Stack>
    </Box>
  );
}

function RecordBody({ code, onInspectorLogin }: { code: string; onInspectorLogin: (deviceId: number | null) => void }) {
  const { t } = useTranslation('qr');
  const record = usePublicRecord(code);
  if (record.isPending) return <Text>{t('public.loading')}</Text>;
  if (record.isError) {
    const errorCode = record.error instanceof ApiError ? record.error.errorCode : '';
    if (errorCode === 'qr.invalidCode') return <Problem title={t('public.invalidTitle')} text={t('public.invalidText')} testId="qr-invalid" onInspectorLogin={() => onInspectorLogin(null)} />;
    if (errorCode === 'qr.equipmentNotFound') return <Problem title={t('public.notFoundTitle')} text={t('public.notFoundText')} testId="qr-not-found" onInspectorLogin={() => onInspectorLogin(null)} />;
    return <Problem title={errorCode === 'qr.tooManyRequests' ? t('public.tooMany') : t('public.loadFailed')} text="" testId="qr-load-error" onInspectorLogin={() => onInspectorLogin(null)} />;
  }
  return <RecordView code={code} record={record.data} onInspectorLogin={() => onInspectorLogin(record.data.deviceId)} />;
}

function Problem({ title, text, testId, onInspectorLogin }: { title: string; text: string; testId: string; onInspectorLogin: () => void }) {
  const { t } = useTranslation('qr');
  return (
    <Stack bg="bg" borderRadius="md" p="4" gap="3" data-testid={testId}>
      <Heading size="md">{title}</Heading>
      {text && <Text>{text}</Text>}
      <Button variant="outline" onClick={onInspectorLogin} data-testid="qr-inspector-login">
        {t('public.inspectorLogin')}
      </Button>
    </Stack>
  );
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <Stack bg="bg" borderRadius="md" p="4" gap="2" data-testid={testId}>
      <Heading size="sm">{title}</Heading>
      {children}
    </Stack>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Flex justify="space-between" gap="3">
      <Text color="fg.muted">{label}</Text>
      <Text fontWeight="medium" textAlign="end" data-testid={testId} wordBreak="break-word">
        {value || '-'}
      </Text>
    </Flex>
  );
}

const STATE_COLOUR = { ok: 'green', expiring: 'orange', expired: 'red' } as const;

function RecordView({ code, record, onInspectorLogin }: { code: string; record: PublicRecord; onInspectorLogin: () => void }) {
  const { t } = useTranslation('qr');
  const { device, readiness } = record;
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState<string | null>(null);
  return (
    <>
      <Section title={t('public.device')} testId="qr-device">
        <Field label={t('public.brand')} value={device.brand} testId="qr-brand" />
        <Field label={t('public.model')} value={device.modelName} testId="qr-model" />
        <Field label={t('public.serial')} value={device.serialNumber} testId="qr-serial" />
        <Field label={t('public.location')} value={device.location} testId="qr-location" />
        {device.place && <Field label={t('public.place')} value={device.place} testId="qr-place" />}
      </Section>
      <Section title={t('public.readiness')} testId="qr-readiness">
        <Flex gap="2" wrap="wrap">
          <Badge colorPalette={readiness.enabled ? 'green' : 'gray'} data-testid="qr-enabled">
            {readiness.enabled ? t('public.enabled') : t('public.disabled')}
          </Badge>
          {readiness.expired > 0 && <Badge colorPalette="red">{t('public.expired', { count: readiness.expired })}</Badge>}
          {readiness.expiring > 0 && <Badge colorPalette="orange">{t('public.expiring', { count: readiness.expiring })}</Badge>}
          {readiness.expired + readiness.expiring === 0 && <Badge colorPalette="green">{t('public.allOk')}</Badge>}
        </Flex>
        <Field label={t('public.runningStatus')} value={t(`public.running.${readiness.runningStatus}`)} testId="qr-running" />
      </Section>
      <Section title={t('public.consumables')} testId="qr-consumables">
        {record.consumables.length === 0 ? (
          <Text color="fg.muted">{t('public.noConsumables')}</Text>
        ) : (
          <Table.Root size="sm">
            <Table.Body>
              {record.consumables.map((c, i) => (
                <Table.Row key={i}>
                  <Table.Cell>{c.name}</Table.Cell>
                  <Table.Cell>{c.expiryDate || t('public.noExpiry')}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Badge colorPalette={STATE_COLOUR[c.state]}>{t(`public.state.${c.state}`)}</Badge>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Section>
      <Section title={t('public.history')} testId="qr-history">
        {record.history.length === 0 ? (
          <Text color="fg.muted">{t('public.noHistory')}</Text>
        ) : (
          <Stack gap="1">
            {record.history.map((h, i) => (
              <Flex key={i} justify="space-between" gap="3" data-testid="qr-history-row">
                <Text>
                  {t(`public.kind.${h.kind}`, { defaultValue: h.kind })}
                  {h.detail ? `: ${h.kind === 'sale' ? t(`public.saleStatus.${h.detail}`, { defaultValue: h.detail }) : t(`public.orderDetail.${h.detail}`, { defaultValue: h.detail })}` : ''}
                </Text>
                <Text color="fg.muted" whiteSpace="nowrap">
                  {h.time.slice(0, 10)}
                </Text>
              </Flex>
            ))}
          </Stack>
        )}
      </Section>
      {reported ? (
        <Section title={t('report.thanksTitle')} testId="qr-report-done">
          <Text>{t('report.thanks', { orderNo: reported })}</Text>
        </Section>
      ) : (
        <Button variant="outline" colorPalette="red" onClick={() => setReporting(true)} data-testid="qr-report-problem">
          {t('report.open')}
        </Button>
      )}
      {reporting && (
        <ReportProblemDialog
          code={code}
          onClose={() => setReporting(false)}
          onSent={(orderNo) => {
            setReported(orderNo);
            setReporting(false);
          }}
        />
      )}
      <Button onClick={onInspectorLogin} data-testid="qr-inspector-login">
        {t('public.inspectorLogin')}
      </Button>
    </>
  );
}

/** Where the inspector lands after login: the device's details on the devices screen (home when the code shows none). */
export const inspectorTarget = (deviceId: number | null) => (deviceId ? `/product/device?details=${deviceId}` : '/');

/**
 * The public record as a route's page (`/deviceInfo` and `/deviceResume`, decision 0042): the code from the URL;
 * "Inspector login" goes to the normal login (same rules, captcha, lock) and lands on the device's details, a
 * logged-in viewer goes there at once.
 */
export function PublicRecordRoute() {
  const search: { code?: unknown } = useSearch({ strict: false });
  const router = useRouter();
  const inspect = (deviceId: number | null) => {
    const target = inspectorTarget(deviceId);
    void router.navigate({ href: getToken() ? target : `/login?redirect=${encodeURIComponent(target)}` });
  };
  return <PublicRecordPage code={typeof search.code === 'string' ? search.code : ''} onInspectorLogin={inspect} />;
}
