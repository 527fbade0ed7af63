import { useEffect, useMemo, useState } from 'react';
import { Box, Button, Heading, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { previousMonth } from '@aed/shared/schemas/monthly-report';
import { FormField } from '../../../components/form/form-field';
import { MonthField } from '../../../components/form/month-field';
import { flattenDeptTree, OrgSelect } from '../../../components/form/org-select';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import { useDeptTreeSelect } from '../../../api/get-dept-treeselect';
import { errorMessage } from '../../../lib/error-message';
import { userInfoQueryOptions } from '../../../lib/session';
import { useDownloadMonthlyReport } from '../api/download-monthly-report';

/**
 * Device monitoring > Monthly report (menu component 'monitoring/monthly-report/index', decision 0051): an
 * organization of the caller's scope (their own by default) and a month (the previous one by default), then the xlsx
 * download. The server builds the file within the request (hard caps keep it well inside the API's time): while it
 * does, the button spins and an indeterminate bar says the report is being prepared; a refusal (a month not begun, an
 * organization too large) is a translated toast.
 */
export default function MonthlyReportPage() {
  const { t } = useTranslation('monthlyReport');
  const tree = useDeptTreeSelect();
  const options = useMemo(() => flattenDeptTree(tree.data ?? []), [tree.data]);
  const { data: info } = useQuery({ ...userInfoQueryOptions(), enabled: false });
  const [deptId, setDeptId] = useState('');
  const [month, setMonth] = useState(() => previousMonth(new Date()));
  const report = useDownloadMonthlyReport();

  // The caller's own organization when the tree holds it, else the first one.
  useEffect(() => {
    if (deptId !== '' || !options.length) return;
    const own = options.find((o) => o.value === info?.user?.deptId);
    setDeptId(String((own ?? options[0])!.value));
  }, [deptId, options, info?.user?.deptId]);

  const start = () =>
    report.mutate(
      { deptId: Number(deptId), month },
      { onSuccess: ({ fileName }) => notifySuccess(t('downloaded', { fileName })), onError: (err) => notifyError(errorMessage(t, err)) },
    );

  return (
    <Box data-testid="monthly-report-page" maxW="2xl">
      <Stack gap="5">
        <Heading size="md">{t('menu.title')}</Heading>
        <Text color="fg.muted">{t('intro')}</Text>
        <List.Root ps="5" color="fg.muted" fontSize="sm">
          <List.Item>{t('contents.summary')}</List.Item>
          <List.Item>{t('contents.devices')}</List.Item>
          <List.Item>{t('contents.alarms')}</List.Item>
        </List.Root>
        <FormField label={t('form.dept')} required disabled={report.isPending}>
          <OrgSelect options={options} value={deptId} onChange={setDeptId} placeholder={t('form.deptPlaceholder')} testId="monthly-report-dept" />
        </FormField>
        <FormField label={t('form.month')} required hint={t('form.monthHint')} disabled={report.isPending}>
          <MonthField value={month} onChange={setMonth} testId="monthly-report-month" aria-label={t('form.month')} />
        </FormField>
        <Text fontSize="sm" color="fg.muted">
          {t('zoneNote')}
        </Text>
        <Box>
          <Button data-testid="monthly-report-download" colorPalette="blue" onClick={start} loading={report.isPending} loadingText={t('preparing')} disabled={deptId === ''}>
            {t('download')}
          </Button>
        </Box>
        {report.isPending && (
          <Progress.Root value={null} size="xs" data-testid="monthly-report-progress" aria-label={t('preparing')}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
      </Stack>
    </Box>
  );
}
