import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ImportProgress, OneTimePassword, UserImportProgress } from '@aed/shared/schemas/user';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { oneTimePasswordsCsv } from './one-time-passwords';
import { UserImportDialog } from './user-import-dialog';

const EVIL_NAME = '=HYPERLINK("http://evil.example","x")';
const BATCHES: OneTimePassword[][] = [
  [
    { row: 2, username: 'ana', nickName: 'Ana Souza', password: 'Kp7#mQ2xZr9!tw' },
    { row: 3, username: 'li.wei', nickName: EVIL_NAME, password: 'b4@TnW8e-Lq2Hs' },
  ],
  [{ row: 5, username: 'marc', nickName: 'Marc Dupont', password: '9Zx!r3Kq=Pm7Vd' }],
];

const report: ImportProgress = { importId: 'imp-12345678', total: 3, processed: 0, created: 0, duplicates: [], errors: [{ row: 4, errorCode: 'user.importInvalid', params: { row: 4, field: 'email' } }], done: false };

function setup() {
  let batch = 0;
  const calls = mockApi((method, path) => {
    if (path === '/upms/system/user/importUser') return ok(report);
    if (path === '/upms/system/user/importUser/process') {
      const passwords = BATCHES[batch++] ?? [];
      const processed = batch === 1 ? 2 : 3;
      return ok({ ...report, processed, created: processed, done: processed === 3, oneTimePasswords: passwords } satisfies UserImportProgress);
    }
    return { status: 404, body: { code: 404, msg: 'nope' } };
  });
  const onClose = vi.fn();
  renderWithApp([{ path: '/', component: () => <UserImportDialog onClose={onClose} /> }], { at: '/' });
  return { calls, onClose };
}

async function importFile() {
  const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'users.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  fireEvent.change(await screen.findByTestId('user-import-file'), { target: { files: [file] } });
  fireEvent.click(screen.getByTestId('user-import-submit'));
  await waitFor(() => expect(screen.getByTestId('user-import-summary').textContent).toBe('Created: 3 · duplicates ignored: 0 · rows refused: 1'));
}

/** Captures what the download hands to the browser. */
function captureDownload() {
  const saved: { name: string; blob: Blob }[] = [];
  // jsdom has no object URLs
  URL.createObjectURL = (blob: Blob) => `blob:${saved.push({ name: '', blob })}`;
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved[saved.length - 1]!.name = this.download;
  });
  return saved;
}

describe('UserImportDialog: one-time passwords', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('gathers the passwords of every batch into one table, with a copy button per row', async () => {
    const { calls } = setup();
    await importFile();
    expect(calls.filter((c) => c.path === '/upms/system/user/importUser/process')).toHaveLength(2);
    const panel = await screen.findByTestId('user-import-passwords');
    expect(panel.textContent).toContain('One-time passwords (3)');
    expect(panel.textContent).toContain('Shown only now');
    const values = within(panel).getAllByTestId('user-import-password-value').map((e) => e.textContent);
    expect(values).toEqual(['Kp7#mQ2xZr9!tw', 'b4@TnW8e-Lq2Hs', '9Zx!r3Kq=Pm7Vd']);
    expect(within(screen.getByTestId('user-import-password-li.wei')).getByRole('button', { name: 'Copy the password of li.wei' })).toBeTruthy();
    expect(screen.getByTestId('user-import-passwords-copy-all')).toBeTruthy();
  });

  it('downloads them as CSV that no spreadsheet runs as a formula; then closes without asking', async () => {
    const saved = captureDownload();
    const { onClose } = setup();
    await importFile();
    fireEvent.click(await screen.findByTestId('user-import-passwords-download'));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^one-time-passwords-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await saved[0]!.blob.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Row,Account,Name,One-time password');
    expect(lines[1]).toBe('2,ana,Ana Souza,Kp7#mQ2xZr9!tw');
    expect(lines[2]).toBe(`3,li.wei,"'=HYPERLINK(""http://evil.example"",""x"")",b4@TnW8e-Lq2Hs`);
    expect(lines[3]).toBe('5,marc,Marc Dupont,9Zx!r3Kq=Pm7Vd');
    fireEvent.click(screen.getByTestId('user-import-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('user-import-leave-dialog')).toBeNull();
  });

  it('asks before closing while the passwords were neither copied nor downloaded', async () => {
    const { onClose } = setup();
    await importFile();
    fireEvent.click(screen.getByTestId('user-import-close'));
    const confirm = await screen.findByTestId('user-import-leave-dialog');
    expect(confirm.textContent).toContain('will not be shown again');
    fireEvent.click(screen.getByTestId('user-import-leave-cancel'));
    await waitFor(() => expect(screen.queryByTestId('user-import-leave-dialog')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('user-import-passwords')).toBeTruthy();
    fireEvent.click(screen.getByTestId('user-import-close'));
    fireEvent.click(await screen.findByTestId('user-import-leave-confirm'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('oneTimePasswordsCsv', () => {
  it('neutralises every formula start (= + - @ tab, carriage return), also before a line break, and keeps passwords exact', () => {
    const names = ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '=cmd\n|x'];
    const csv = oneTimePasswordsCsv(
      names.map((nickName, i) => ({ row: i + 2, username: `u${i}`, nickName, password: `Pw${i}#abcdEFG` })),
      ['Row', 'Account', 'Name', 'Password'],
    );
    for (const name of names) expect(csv).not.toMatch(new RegExp(`,"?${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(csv).toContain(`"'=cmd\n|x"`);
    expect(csv).toContain(',Pw0#abcdEFG');
  });
});
