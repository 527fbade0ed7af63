import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, ok, renderWithApp } from '../../../test/render';
import { ForgotPasswordDialog } from './forgot-password-dialog';

const CAPTCHA = { captchaEnabled: true, uuid: 'uuid-f', img: 'data:image/svg+xml;base64,PHN2Zy8+' };

function setup(captchaEnabled: boolean, answer: { status?: number; body: unknown } = ok(null)) {
  const calls = mockApi((method, path) => {
    if (path === '/upms/captchaImage') return ok(captchaEnabled ? CAPTCHA : { captchaEnabled });
    if (method === 'PUT' && path === '/upms/forgetPassword') return answer;
    return { status: 404, body: { code: 404, msg: 'nope' } };
  });
  renderWithApp([{ path: '/login', component: () => <ForgotPasswordDialog open onClose={() => {}} defaultAccount="alice" /> }], { at: '/login' });
  return calls;
}

const fill = (email: string, code?: string) => {
  fireEvent.change(screen.getByTestId('forgot-email'), { target: { value: email } });
  if (code !== undefined) fireEvent.change(screen.getByTestId('forgot-captcha'), { target: { value: code } });
  fireEvent.click(screen.getByTestId('forgot-submit'));
};

describe('ForgotPasswordDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the captcha when it is on, sends it, and says a link was sent if account and email match', async () => {
    const calls = setup(true);
    await screen.findByTestId('forgot-captcha-img', {}, { timeout: 5000 });
    expect((screen.getByTestId('forgot-account') as HTMLInputElement).value).toBe('alice');
    fill('alice@example.com');
    expect(await screen.findByText('Captcha cannot be empty')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fill('alice@example.com', 'abcd');
    const sent = await screen.findByTestId('forgot-success');
    expect(sent.textContent).toContain('If the account and email match, a link to choose a new password has been sent. It is valid for 30 minutes');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ account: 'alice', email: 'alice@example.com', code: 'abcd', uuid: 'uuid-f' });
  });

  it('needs no captcha when it is off, and checks the email first', async () => {
    const calls = setup(false);
    await waitFor(() => expect(calls.some((c) => c.path === '/upms/captchaImage')).toBe(true));
    await waitFor(() => expect(screen.queryByTestId('forgot-captcha')).toBeNull());
    fill('not-an-email');
    expect(await screen.findByText('The email address is invalid')).toBeTruthy();
    fill('alice@example.com');
    await screen.findByTestId('forgot-success');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ account: 'alice', email: 'alice@example.com', code: '', uuid: '' });
  });

  it('shows a refusal in the dialog and fetches a new captcha', async () => {
    const calls = setup(true, { status: 429, body: { code: 429, msg: 'Too many requests', errorCode: 'common.tooManyRequests' } });
    await screen.findByTestId('forgot-captcha-img', {}, { timeout: 5000 });
    fill('alice@example.com', 'abcd');
    expect((await screen.findByTestId('forgot-error')).textContent).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.path === '/upms/captchaImage')).toHaveLength(2));
    expect((screen.getByTestId('forgot-captcha') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('forgot-success')).toBeNull();
  });
});
