import { useState } from 'react';
import { Button, CloseButton, DataList, Dialog, HStack, Portal, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { REPORT_STATE_LABEL } from '@aed/shared/schemas/report-states';
import type { ReportDetails } from '@aed/shared/schemas/report';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { getReportPdfUrl, useReportInfo } from '../api/get-report';
import { useSendReport, useSubmitReport } from '../api/change-report';
import { ReportAuditDialog, ReportModifyDialog } from './report-dialogs';
import { ReportResultBadge, ReportStateBadge } from './report-labels';

/**
 * One report (decision 0055): the device, order, items, replaced consumables, audit and log, with the actions the
 * server says the caller may take now (`allowed`: the state machine, the permissions, never one's own audit).
 */
export function ReportDetailsDialog({ reportId, onClose }: { reportId: number; onClose: () => void }) {
  const { t } = useTranslation('report');
  const info = useReportInfo(reportId);
  const submit = useSubmitReport();
  const send = useSendReport();
  const [open, setOpen] = useState<'modify' | 'approve' | 'reject' | 'send' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const r = info.data;
  const dash = (text: string) => text || '—';
  const when = (at: string) => (at ? formatDateTime(at) : '—');
  const doSubmit = (report: ReportDetails) =>
    submit.mutate({ reportId: report.reportId, version: report.version, opinion: '' }, { onSuccess: () => notifySuccess(t('toast.submitted')), onError: (err) => notifyError(errorMessage(t, err)) });
  // a failed send (report.sendFailed) says the mail waits in Email management's failed list; the report stays to be sent
  const doSend = (report: ReportDetails) =>
    send.mutate(
      { reportId: report.reportId, version: report.version, opinion: '' },
      { onSuccess: () => notifySuccess(t('toast.sent')), onError: (err) => notifyError(errorMessage(t, err)), onSettled: () => setOpen(null) },
    );
  // the URL is asked for when clicked: it expires in minutes (the server renders the PDF when the report changed)
  const download = async (report: ReportDetails) => {
    setDownloading(true);
    try {
      window.open((await getReportPdfUrl(report.reportId)).url, '_blank', 'noopener');
    } catch (err) {
      notifyError(errorMessage(t, err));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size="xl" placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="report-details">
            <Dialog.Header>
              <Dialog.Title>{r ? t('details.title', { code: r.reportCode }) : t('details.loading')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {info.isError && <Text color="fg.error">{errorMessage(t, info.error)}</Text>}
              {!r && !info.isError && <Spinner />}
              {r && (
                <Stack gap="5">
                  <HStack gap="2">
                    <ReportStateBadge state={r.state} testId="report-details-state" />
                    <ReportResultBadge result={r.result} testId="report-details-result" />
                  </HStack>
                  <DataList.Root orientation="horizontal" size="sm">
                    {(
                      [
                        ['name', r.reportName],
                        ['source', t(`source.${r.source}`)],
                        ['device', `${r.equipmentName} (${r.serialNumber})`],
                        ['model', [r.manufacturer, r.modelName].filter(Boolean).join(' ')],
                        ['organization', r.deptName],
                        ['order', r.orderNo],
                        ['signer', r.signerName ? `${r.signerName} · ${when(r.signTime)}` : ''],
                        ['recipients', r.recipients.join(', ')],
                        ['receiverEmails', r.receiverEmails.join(', ')],
                        ['creator', `${r.createBy} · ${when(r.createTime)}`],
                        ['audit', r.auditResult ? `${t(`auditResult.${r.auditResult}`)} · ${r.auditBy} · ${when(r.auditTime)}` : ''],
                        ['opinion', r.auditOpinion],
                      ] as const
                    ).map(([key, value]) => (
                      <DataList.Item key={key}>
                        <DataList.ItemLabel>{t(`fields.${key}`)}</DataList.ItemLabel>
                        <DataList.ItemValue data-testid={`report-details-${key}`}>{dash(value)}</DataList.ItemValue>
                      </DataList.Item>
                    ))}
                  </DataList.Root>

                  <Stack gap="2">
                    <Text fontWeight="semibold">{t('fields.items')}</Text>
                    {r.items.length === 0 ? (
                      <Text color="fg.muted">{t('details.noItems')}</Text>
                    ) : (
                      <Table.Root size="sm" data-testid="report-details-items">
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{t('items.name')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('items.code')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('items.value')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('items.status')}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t('items.date')}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {r.items.map((item) => (
                            <Table.Row key={item.code}>
                              <Table.Cell>{t(`item.${item.code}`, { defaultValue: item.name })}</Table.Cell>
                              <Table.Cell>{item.code}</Table.Cell>
                              <Table.Cell>{dash(item.value)}</Table.Cell>
                              <Table.Cell color={item.status === 'abnormal' ? 'fg.error' : undefined}>{t(`itemStatus.${item.status}`)}</Table.Cell>
                              <Table.Cell>{item.date}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    )}
                  </Stack>

                  {r.replacedItems.length > 0 && (
                    <Stack gap="2">
                      <Text fontWeight="semibold">{t('fields.replaced')}</Text>
                      {r.replacedItems.map((item) => (
                        <Text key={`${item.kind}-${item.code}`} fontSize="sm">
                          {t('details.replacedItem', { name: item.name, code: item.code, expiry: item.expiryDate })}
                        </Text>
                      ))}
                    </Stack>
                  )}

                  <Stack gap="2">
                    <Text fontWeight="semibold">{t('fields.log')}</Text>
                    <Table.Root size="sm" data-testid="report-details-log">
                      <Table.Body>
                        {r.log.map((line) => (
                          <Table.Row key={line.seq}>
                            <Table.Cell whiteSpace="nowrap">{formatDateTime(line.time)}</Table.Cell>
                            <Table.Cell>{line.operator}</Table.Cell>
                            <Table.Cell>{t(`log.${line.action}`)}</Table.Cell>
                            <Table.Cell>
                              {line.fromState ? `${t(`state.${REPORT_STATE_LABEL[line.fromState]}`)} → ` : ''}
                              {t(`state.${REPORT_STATE_LABEL[line.toState]}`)}
                            </Table.Cell>
                            <Table.Cell>{line.opinion}</Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  </Stack>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {r && (
                <Button variant="outline" data-testid="report-action-pdf" loading={downloading} onClick={() => void download(r)}>
                  {t('actions.pdf')}
                </Button>
              )}
              {r?.allowed.includes('modify') && (
                <Button variant="outline" data-testid="report-action-modify" onClick={() => setOpen('modify')}>
                  {t('actions.modify')}
                </Button>
              )}
              {r?.allowed.includes('submit') && (
                <Button data-testid="report-action-submit" loading={submit.isPending} onClick={() => doSubmit(r)}>
                  {t('actions.submit')}
                </Button>
              )}
              {r?.allowed.includes('reject') && (
                <Button colorPalette="red" variant="outline" data-testid="report-action-reject" onClick={() => setOpen('reject')}>
                  {t('actions.reject')}
                </Button>
              )}
              {r?.allowed.includes('approve') && (
                <Button colorPalette="green" data-testid="report-action-approve" onClick={() => setOpen('approve')}>
                  {t('actions.approve')}
                </Button>
              )}
              {r?.allowed.includes('send') && (
                <Button colorPalette="green" data-testid="report-action-send" onClick={() => setOpen('send')}>
                  {t('actions.send')}
                </Button>
              )}
              <Button variant="ghost" data-testid="report-details-close" onClick={onClose}>
                {t('actions.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {r && open === 'modify' && <ReportModifyDialog report={r} onClose={() => setOpen(null)} />}
      {r && (
        <ConfirmDialog
          open={open === 'send'}
          title={t('send.title', { code: r.reportCode })}
          message={r.receiverEmails.length ? t('send.message', { receivers: r.receiverEmails.join(', ') }) : t('send.noReceivers')}
          confirmLabel={t('actions.send')}
          cancelLabel={t('send.cancel')}
          onConfirm={() => doSend(r)}
          onCancel={() => setOpen(null)}
          busy={send.isPending}
          testId="report-send-dialog"
          actionTestIdPrefix="report-send"
        />
      )}
      {r && (open === 'approve' || open === 'reject') && <ReportAuditDialog mode={open} report={r} onClose={() => setOpen(null)} />}
    </Dialog.Root>
  );
}
