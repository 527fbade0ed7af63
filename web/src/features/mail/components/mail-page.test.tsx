import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MailRecordView } from '@aed/shared/schemas/mail-record';
import { mockApi, ok, renderScreen } from '../../../test/render';
import MailListPage from './mail-page';

const mail = (over: Partial<MailRecordView> = {}): MailRecordView => ({
  mailId: 1,
  deptId: 105,
  deptName: 'Clinic',
  kind: 'orderCompleted',
  state: 'failed',
  transport: 'smtp',
  serverDeptId: 105,
  serverDeptName: 'Clinic',
  fromAddress: 'bot@clinic.example',
  to: ['claire@example.com'],
  subject: 'Order WO1 completed',
  bodyKept: true,
  resendable: true,
  failure: 'authFailed',
  failureDetail: '535 Invalid username or password',
  attempts: 1,
  createTime: '2026-11-01T07:00:00.000Z',
  sentTime: '',
  senderChoice: 'auto',
  senderBy: '',
  senderTime: '',
  version: 2,
  ...over,
});

const LIST = '/system/mail/page';
const ALL = ['system:mail:list', 'system:mail:resend', 'system:mail:sender'];
const rows = [mail(), mail({ mailId: 2, subject: 'Alarm', kind: 'alarm', failure: 'cannotConnect' }), mail({ mailId: 3, kind: 'password', subject: 'Reset', bodyKept: false, resendable: false, failure: 'notSent', transport: 'ses', serverDeptId: 0, serverDeptName: '' }), mail({ mailId: 4, state: 'sent', resendable: false, failure: '', subject: 'Sent one' })];

afterEach(() => vi.unstubAllGlobals());

describe('MailListPage', () => {
  it('shows title, kind, recipients, state and the failure in words; a password mail is never resendable; the failed tab asks the failed ones', async () => {
    const calls = mockApi((_m, path) => (path.startsWith('/upms/system/dept/treeselect') ? ok([]) : path.startsWith(LIST) ? ok({ total: 4, rows }) : ok(null)));
    const { router } = renderScreen(MailListPage, '/system/mail', ALL);
    const row = await screen.findByTestId('mail-row-1');
    expect(row.textContent).toContain('Order WO1 completed');
    expect(row.textContent).toContain('claire@example.com');
    expect(row.textContent).toContain('Work order completed');
    expect(screen.getByTestId('mail-state-1').textContent).toBe('Failed');
    expect(screen.getByTestId('mail-failure-1').textContent).toBe('Mail server login failed');
    expect(screen.getByTestId('mail-failure-2').textContent).toBe('Cannot connect to the mail server');
    expect(screen.getByTestId('mail-failure-3').textContent).toContain('Content not kept, never resent');
    expect(screen.getByTestId('mail-state-4').textContent).toBe('Sent');
    // only a failed mail with its body gets a sender change
    expect(screen.getByTestId('mail-sender-1')).toBeTruthy();
    expect(screen.queryByTestId('mail-sender-3')).toBeNull();
    expect(screen.queryByTestId('mail-sender-4')).toBeNull();

    fireEvent.click(screen.getByTestId('mail-tab-failed'));
    await waitFor(() => expect(router.state.location.search).toEqual({ state: 'failed' }));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith(LIST) && /state=failed/.test(c.path))).toBe(true));
  });

  it('resends the selected failed mails after a confirmation and shows each outcome in its row', async () => {
    const calls = mockApi((method, path) => {
      if (path.startsWith('/upms/system/dept/treeselect')) return ok([]);
      if (path.startsWith(LIST)) return ok({ total: 4, rows });
      if (method === 'PUT' && path.startsWith('/system/mail/resend'))
        return ok([
          { mailId: 1, outcome: 'sent', failure: '' },
          { mailId: 2, outcome: 'failed', failure: 'cannotConnect' },
        ]);
      return ok(null);
    });
    renderScreen(MailListPage, '/system/mail', ALL);
    await screen.findByTestId('mail-row-1');
    expect((screen.getByTestId('mail-resend') as HTMLButtonElement).disabled).toBe(true);
    // the password mail and the sent one are selected too but not sent
    for (const id of [1, 2, 3, 4]) fireEvent.click(within(screen.getByTestId(`mail-check-${id}`)).getByRole('checkbox'));
    await waitFor(() => expect((screen.getByTestId('mail-resend') as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('mail-resend').textContent).toContain('(2)');
    fireEvent.click(screen.getByTestId('mail-resend'));
    expect((await screen.findByTestId('mail-resend-dialog')).textContent).toContain('Resend 2 failed mails now?');
    fireEvent.click(screen.getByTestId('mail-resend-dialog-confirm'));
    expect((await screen.findByTestId('mail-result-1')).textContent).toBe('Sent');
    expect(screen.getByTestId('mail-result-2').textContent).toBe('Failed again: Cannot connect to the mail server');
    expect(calls.find((c) => c.method === 'PUT' && c.path.startsWith('/system/mail/resend'))!.body).toEqual({ mailIds: [1, 2] });
  });

  it('changes the sender and the recipients of a failed mail, then resends it', async () => {
    const calls = mockApi((method, path) => {
      if (path.startsWith('/upms/system/dept/treeselect')) return ok([]);
      if (path.startsWith(LIST)) return ok({ total: 4, rows });
      if (path.startsWith('/system/mail/sender/options'))
        return ok({
          current: 'auto',
          currentServerDeptId: 0,
          options: [
            { choice: 'auto', transport: 'smtp', serverDeptId: 105, deptName: 'Clinic', fromAddress: 'bot@clinic.example' },
            { choice: 'platform', transport: 'ses', serverDeptId: 0, deptName: '', fromAddress: 'noreply@aed.example' },
            { choice: 'server:105', transport: 'smtp', serverDeptId: 105, deptName: 'Clinic', fromAddress: 'bot@clinic.example' },
          ],
        });
      if (method === 'PUT' && path === '/system/mail/sender') return ok(mail({ senderChoice: 'platform', transport: 'ses', version: 3, to: ['fixed@example.com'] }));
      if (method === 'PUT' && path.startsWith('/system/mail/resend')) return ok([{ mailId: 1, outcome: 'sent', failure: '' }]);
      return ok(null);
    });
    renderScreen(MailListPage, '/system/mail', ALL);
    // in the actions column pinned to the right edge (walk 18: off screen at 1440 px)
    expect((await screen.findByTestId('mail-sender-1')).closest('[data-actions-column]')).not.toBeNull();
    fireEvent.click(await screen.findByTestId('mail-sender-1'));
    const choice = (await screen.findByTestId('mail-sender-choice')) as HTMLSelectElement;
    expect([...choice.options].map((o) => o.textContent)).toEqual(['Automatic: server of Clinic (bot@clinic.example)', 'Platform (noreply@aed.example)', 'Server of Clinic (bot@clinic.example)']);
    fireEvent.change(choice, { target: { value: 'platform' } });
    // a bad address is refused on the screen: nothing is sent
    fireEvent.change(screen.getByTestId('mail-sender-to'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByTestId('mail-sender-submit'));
    expect((await screen.findByTestId('mail-sender-to-error')).textContent).toBe('Enter one to 20 valid email addresses');
    expect(calls.some((c) => c.path === '/system/mail/sender')).toBe(false);

    fireEvent.change(screen.getByTestId('mail-sender-to'), { target: { value: 'fixed@example.com' } });
    fireEvent.click(screen.getByTestId('mail-sender-submit'));
    expect((await screen.findByTestId('mail-result-1')).textContent).toBe('Sent');
    expect(calls.find((c) => c.path === '/system/mail/sender')!.body).toEqual({ mailId: 1, version: 2, choice: 'platform', serverDeptId: 0, to: ['fixed@example.com'] });
    expect(calls.find((c) => c.path.startsWith('/system/mail/resend'))!.body).toEqual({ mailIds: [1] });
  });
});
