import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PublicRecord } from '@aed/shared/schemas/qr';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { i18n } from '../../../lib/i18n';
import { PublicRecordPage } from './public-record-page';

const CODE = 'AbCdEfGhIjKlMnOpQrStUv';
const RECORD: PublicRecord = {
  deviceId: 7,
  device: { brand: 'Philips', modelName: 'FRx', serialNumber: 'SN-7', location: 'Clinic', place: '' },
  readiness: { enabled: true, runningStatus: 'normal', expiring: 0, expired: 0 },
  consumables: [],
  history: [{ kind: 'maintenance', time: '2026-11-20T10:00:00.000Z', detail: 'replaced' }],
};

afterEach(() => {
  vi.unstubAllGlobals();
  void i18n.changeLanguage('en');
});

const render = () => renderWithApp([{ path: '/deviceInfo', component: () => <PublicRecordPage code={CODE} onInspectorLogin={() => undefined} /> }], { at: '/deviceInfo' });

describe('public maintenance record: report a problem', () => {
  it('refuses an empty report at the field, then sends it and shows only the order number back', async () => {
    const calls = mockApi((method, path) => {
      if (path.startsWith('/public/qr/record')) return ok(RECORD);
      if (method === 'POST' && path === '/public/qr/feedback') return ok({ orderNo: 'WO20261129000001' });
      return ok(null);
    });
    render();
    expect(await screen.findByText(/Maintenance: consumables replaced/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('qr-report-problem'));
    const dialog = await screen.findByTestId('qr-report-dialog');
    fireEvent.click(within(dialog).getByTestId('qr-report-submit'));
    // a required field reads as every required field does
    await waitFor(() => expect(dialog.textContent).toContain('This field is required'));
    expect(calls.some((c) => c.path === '/public/qr/feedback')).toBe(false);
    fireEvent.change(within(dialog).getByTestId('qr-report-description'), { target: { value: 'Red light blinking' } });
    fireEvent.change(within(dialog).getByTestId('qr-report-phone'), { target: { value: '+33 6 11 22 33 44' } });
    fireEvent.click(within(dialog).getByTestId('qr-report-submit'));
    await waitFor(() => expect(screen.getByTestId('qr-report-done').textContent).toContain('WO20261129000001'));
    expect(calls.find((c) => c.path === '/public/qr/feedback')?.body).toEqual({ code: CODE, description: 'Red light blinking', contactName: '', contactPhone: '+33 6 11 22 33 44' });
  });

  it('speaks the reader\'s language', async () => {
    await i18n.changeLanguage('fr');
    mockApi((_m, path) => (path.startsWith('/public/qr/record') ? ok(RECORD) : ok(null)));
    render();
    expect(await screen.findByTestId('qr-report-problem')).toHaveProperty('textContent', 'Signaler un problème');
  });
});
