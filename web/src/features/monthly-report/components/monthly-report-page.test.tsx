import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../../test/render';
import MonthlyReportPage from './monthly-report-page';

const TREE = [{ id: 101, label: 'Agent North', children: [{ id: 105, label: 'Clinic East' }] }];
const REPORT = '/monitoring/report/monthly';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Answer = { status: number; body: BodyInit; headers: Record<string, string> };
const json = (status: number, body: unknown): Answer => ({ status, body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

/** fetch answering the organization tree, and the report as `report` answers. */
function stubFetch(report: () => Answer | Promise<Answer>) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/prod-api/, '') + url.search;
      paths.push(path);
      const a = path.startsWith(REPORT) ? await report() : path.startsWith('/upms/system/dept/treeselect') ? json(200, { code: 200, msg: 'ok', data: TREE }) : json(200, { code: 200, msg: 'ok', data: null });
      return new Response(a.body, { status: a.status, headers: a.headers });
    }),
  );
  return paths;
}

/** What the download hands to the browser (jsdom has no object URLs). */
function captureDownload() {
  const saved: { name: string; blob: Blob }[] = [];
  URL.createObjectURL = (blob: Blob) => `blob:${saved.push({ name: '', blob })}`;
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved[saved.length - 1]!.name = this.download;
  });
  return saved;
}

const lastMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('MonthlyReportPage', () => {
  it('offers the previous month and the first organization, and downloads the chosen one as xlsx', async () => {
    const saved = captureDownload();
    const paths = stubFetch(() => ({ status: 200, body: new Uint8Array([0x50, 0x4b, 3, 4]), headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="monthly-report-105-2026-10.xlsx"' } }));
    renderScreen(MonthlyReportPage, '/monitoring/monthly-report', ['monitoring:report:export']);
    const dept = (await screen.findByTestId('monthly-report-dept')) as HTMLSelectElement;
    await waitFor(() => expect(dept.value).toBe('101'));
    const [year, month] = lastMonth().split('-');
    expect((screen.getByTestId('monthly-report-month') as HTMLSelectElement).value).toBe(String(Number(month)));
    expect((screen.getByTestId('monthly-report-month-year') as HTMLSelectElement).value).toBe(year);

    fireEvent.change(dept, { target: { value: '105' } });
    fireEvent.change(screen.getByTestId('monthly-report-month'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('monthly-report-month-year'), { target: { value: '2026' } });
    fireEvent.click(screen.getByTestId('monthly-report-download'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('monthly-report-105-2026-10.xlsx');
    expect(paths.filter((p) => p.startsWith(REPORT))).toEqual([`${REPORT}?deptId=105&month=2026-10`]);
    expect(await screen.findByText('Report downloaded: monthly-report-105-2026-10.xlsx')).toBeTruthy();
  });

  it('shows that the report is being prepared while the server builds it, and keeps the choice locked', async () => {
    let answer!: (a: Answer) => void;
    captureDownload();
    stubFetch(() => new Promise<Answer>((resolve) => (answer = resolve)));
    renderScreen(MonthlyReportPage, '/monitoring/monthly-report', ['monitoring:report:export']);
    await waitFor(() => expect((screen.getByTestId('monthly-report-dept') as HTMLSelectElement).value).toBe('101'));
    fireEvent.click(screen.getByTestId('monthly-report-download'));
    expect(await screen.findByTestId('monthly-report-progress')).toBeTruthy();
    expect((screen.getByTestId('monthly-report-dept') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByTestId('monthly-report-month') as HTMLSelectElement).disabled).toBe(true);
    answer({ status: 200, body: new Uint8Array([1]), headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="r.xlsx"' } });
    await waitFor(() => expect(screen.queryByTestId('monthly-report-progress')).toBeNull());
    expect((screen.getByTestId('monthly-report-dept') as HTMLSelectElement).disabled).toBe(false);
  });

  it('says in the user\'s language why the server refused (a month not begun, an organization too large)', async () => {
    const saved = captureDownload();
    let code = 'report.futureMonth';
    stubFetch(() => json(code === 'report.futureMonth' ? 400 : 413, { code: 400, msg: 'refused', errorCode: code }));
    renderScreen(MonthlyReportPage, '/monitoring/monthly-report', ['monitoring:report:export']);
    await waitFor(() => expect((screen.getByTestId('monthly-report-dept') as HTMLSelectElement).value).toBe('101'));
    fireEvent.click(screen.getByTestId('monthly-report-download'));
    expect(await screen.findByText('The month has not begun yet: choose this month or an earlier one')).toBeTruthy();
    code = 'report.tooLarge';
    fireEvent.click(screen.getByTestId('monthly-report-download'));
    expect(await screen.findByText('The organization has too many devices or alarms for one report: choose an organization lower in the tree')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});
