import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InspectionRecord } from '@aed/shared/schemas/inspection';
import { mockApi, ok, renderScreen } from '../../../test/render';
import InspectionRecordsPage from './records-page';
import InspectionSheetPage from './inspection-sheet-page';

const record = (over: Partial<InspectionRecord> = {}): InspectionRecord => ({
  recordId: 'a'.repeat(24),
  source: 'sheet',
  deviceId: 7,
  serialNumber: 'SN-7',
  deptId: 105,
  deptName: 'Clinic',
  inspectionDate: '2026-11-20',
  inspectedAt: '',
  inspectorName: 'Alice',
  result: 'fail',
  items: { appearance: 'pass', statusIndicator: '', battery: 'fail', padsExpiry: 'fail', cabinetAlarm: '' },
  remark: 'battery low',
  importedBy: 'admin',
  createTime: '2026-11-21T08:00:00.000Z',
  ...over,
});

const LIST = '/monitoring/record/page';
const INFO = '/monitoring/record/info';

afterEach(() => vi.unstubAllGlobals());

describe('InspectionRecordsPage', () => {
  it('shows each record with its source, result, failed items and inspector, and opens its details', async () => {
    const calls = mockApi((_m, path) => {
      if (path.startsWith(LIST)) return ok({ total: 2, rows: [record(), record({ recordId: 'b'.repeat(24), source: 'selfTest', result: 'pass', inspectorName: '', importedBy: '', inspectedAt: '2026-11-22T01:00:00.000Z', items: { appearance: '', statusIndicator: '', battery: '', padsExpiry: '', cabinetAlarm: '' } })] });
      if (path.startsWith(INFO)) return ok(record({ remark: 'battery low, replaced next week' }));
      return ok([]);
    });
    renderScreen(InspectionRecordsPage, '/monitoring/records', ['monitoring:record:list']);
    const failed = await screen.findByTestId(`inspection-row-${'a'.repeat(24)}`);
    expect(failed.textContent).toContain('Inspection sheet');
    expect(failed.textContent).toContain('Alice');
    expect(screen.getByTestId(`inspection-result-${'a'.repeat(24)}`).textContent).toBe('Fail');
    expect(screen.getByTestId(`inspection-failed-${'a'.repeat(24)}`).textContent).toBe('Battery, Pads expiry');
    expect(screen.getByTestId(`inspection-row-${'b'.repeat(24)}`).textContent).toContain('Device self-test');
    expect(screen.getByTestId(`inspection-failed-${'b'.repeat(24)}`).textContent).toBe('—');

    fireEvent.click(screen.getByTestId(`inspection-details-${'a'.repeat(24)}`));
    expect(await screen.findByTestId('inspection-details')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === `${INFO}?recordId=${'a'.repeat(24)}`)).toBe(true));
    await waitFor(() => expect(screen.getByTestId('inspection-details-remark').textContent).toBe('battery low, replaced next week'));
    expect(screen.getByTestId('inspection-details-item-statusIndicator').textContent).toBe('Not checked');
    expect(screen.getByTestId('inspection-details-item-battery').textContent).toBe('Fail');
  });

  it('puts serial, result and source in the URL and the request', async () => {
    const calls = mockApi((_m, path) => (path.startsWith(LIST) ? ok({ total: 0, rows: [] }) : ok([])));
    const { router } = renderScreen(InspectionRecordsPage, '/monitoring/records', ['monitoring:record:list']);
    expect(await screen.findByTestId('inspection-empty')).toBeTruthy();
    fireEvent.change(screen.getByTestId('inspection-search-serial'), { target: { value: 'SN-9' } });
    fireEvent.change(screen.getByTestId('inspection-search-result'), { target: { value: 'fail' } });
    fireEvent.change(screen.getByTestId('inspection-search-source'), { target: { value: 'sheet' } });
    fireEvent.click(screen.getByTestId('inspection-search-submit'));
    await waitFor(() => expect(router.state.location.search).toEqual({ serialNumber: 'SN-9', result: 'fail', source: 'sheet' }));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith(`${LIST}?`) && /serialNumber=SN-9/.test(c.path) && /result=fail/.test(c.path) && /source=sheet/.test(c.path))).toBe(true));
  });

  it('opens filtered from a link with a date range', async () => {
    const calls = mockApi((_m, path) => (path.startsWith(LIST) ? ok({ total: 1, rows: [record()] }) : ok([])));
    renderScreen(InspectionRecordsPage, '/monitoring/records?dateFrom=2026-11-01&dateTo=2026-11-30', ['monitoring:record:list']);
    await screen.findByTestId(`inspection-row-${'a'.repeat(24)}`);
    expect(calls.find((c) => c.path.startsWith(LIST))!.path).toMatch(/dateFrom=2026-11-01.*dateTo=2026-11-30/);
  });
});

describe('InspectionSheetPage', () => {
  it('imports a filled sheet only with the import permission, and shows the row errors of the upload', async () => {
    mockApi((method, path) =>
      method === 'POST' && path === '/monitoring/inspection/import'
        ? ok({ importId: 'imp-00000001', total: 0, processed: 0, created: 0, done: true, duplicates: [{ row: 3, errorCode: 'inspection.importDuplicate', params: { row: 3, value: 'SN-7' } }], errors: [{ row: 2, errorCode: 'inspection.importDeviceNotFound', params: { row: 2, value: 'SN-X' } }] })
        : ok([]),
    );
    renderScreen(InspectionSheetPage, '/monitoring/inspection', ['monitoring:inspection:import']);
    fireEvent.click(await screen.findByTestId('inspection-sheet-import'));
    expect(await screen.findByTestId('inspection-import-dialog')).toBeTruthy();
    const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'sheet.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    fireEvent.change(screen.getByTestId('inspection-import-file'), { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('inspection-import-submit'));
    expect(await screen.findByText('Row 2: no device with serial number SN-X')).toBeTruthy();
    expect(screen.getByText('Row 3: this inspection of SN-7 (device, date, inspector) is already in the file or imported')).toBeTruthy();
  });

  it('offers no import without the permission', async () => {
    mockApi(() => ok([]));
    renderScreen(InspectionSheetPage, '/monitoring/inspection', ['monitoring:record:list']);
    expect(((await screen.findByTestId('inspection-sheet-import')) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('inspection-sheet-records')).toBeTruthy();
  });
});
