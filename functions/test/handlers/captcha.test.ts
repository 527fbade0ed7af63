import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, adminToken, invoke } from '../helpers';
import { expectError, setParameter } from './support';
import { CaptchaEntity } from '../../src/data/entities/captcha-entity';

const CAPTCHA_KEY = 'sys.account.captchaEnabled';

const loginWith = (captcha: { uuid?: string; code?: string }) =>
  invoke('Login', { body: { username: 'admin', password: ADMIN_PASSWORD, ...captcha } });

/** A new captcha and its answer, read from the table as only the server could. */
async function newCaptcha(): Promise<{ uuid: string; answer: string }> {
  const res = await invoke('CaptchaImage');
  expect(res.json.data.captchaEnabled).toBe(true);
  const uuid = res.json.data.uuid as string;
  const { data } = await CaptchaEntity.get({ uuid }).go();
  return { uuid, answer: data!.answer };
}

describe('captcha', () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken();
  });

  it('is off after seeding with captcha off: no image, and login needs no code', async () => {
    const res = await invoke('CaptchaImage');
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ captchaEnabled: false });
    const login = await loginWith({});
    expect(login.status).toBe(200);
    expect(login.json.data.token).toBeTruthy();
  });

  it('once the parameter is true, returns an SVG image and a uuid whose answer is stored for 2 minutes', async () => {
    await setParameter(token, CAPTCHA_KEY, 'true');
    const res = await invoke('CaptchaImage');
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.captchaEnabled).toBe(true);
    expect(data.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(data.img).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+$/);
    const svg = Buffer.from(data.img.slice(data.img.indexOf(',') + 1), 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/);

    const { data: stored } = await CaptchaEntity.get({ uuid: data.uuid }).go();
    expect(stored!.answer).toMatch(/^[a-z2-9]{4}$/);
    const now = Math.floor(Date.now() / 1000);
    expect(stored!.ttl).toBeGreaterThan(now + 110);
    expect(stored!.ttl).toBeLessThanOrEqual(now + 120);
    // every call gives a new captcha
    expect((await invoke('CaptchaImage')).json.data.uuid).not.toBe(data.uuid);
  });

  it('refuses a login without a code', async () => {
    const { uuid } = await newCaptcha();
    const res = await loginWith({ uuid });
    expectError(res, 400, 'auth.captchaRequired');
    expect(res.json.msg).toBe('Captcha cannot be empty');
    expectError(await loginWith({}), 400, 'auth.captchaRequired');
    expectError(await loginWith({ uuid, code: '   ' }), 400, 'auth.captchaRequired');
  });

  it('refuses a wrong code, and the captcha is then used up', async () => {
    const { uuid, answer } = await newCaptcha();
    expectError(await loginWith({ uuid, code: 'zzzzz' }), 400, 'auth.captchaWrong');
    expect((await CaptchaEntity.get({ uuid }).go()).data).toBeNull();
    expectError(await loginWith({ uuid, code: answer }), 400, 'auth.captchaExpired');
  });

  it('accepts the answer in any case, once only', async () => {
    const { uuid, answer } = await newCaptcha();
    const ok = await loginWith({ uuid, code: answer.toUpperCase() });
    expect(ok.status).toBe(200);
    expect(ok.json.data.token).toBeTruthy();
    const reuse = await loginWith({ uuid, code: answer });
    expectError(reuse, 400, 'auth.captchaExpired');
    expect(reuse.json.msg).toBe('The captcha has expired');
  });

  it('refuses an expired captcha even with the right answer', async () => {
    const { uuid, answer } = await newCaptcha();
    await CaptchaEntity.patch({ uuid }).set({ ttl: Math.floor(Date.now() / 1000) - 1 }).go();
    expectError(await loginWith({ uuid, code: answer }), 400, 'auth.captchaExpired');
  });

  it('refuses a code with an unknown or missing uuid', async () => {
    expectError(await loginWith({ uuid: 'f1e2d3c4-0000-4000-8000-000000000000', code: 'abcd' }), 400, 'auth.captchaExpired');
    expectError(await loginWith({ code: 'abcd' }), 400, 'auth.captchaExpired');
  });

  it('checks the captcha before the password', async () => {
    const { uuid } = await newCaptcha();
    const res = await invoke('Login', { body: { username: 'admin', password: 'Wrong#Pass42', uuid, code: 'zzzzz' } });
    expectError(res, 400, 'auth.captchaWrong');
  });

  it('needs no code again once switched off', async () => {
    await setParameter(token, CAPTCHA_KEY, 'false');
    expect((await invoke('CaptchaImage')).json.data).toEqual({ captchaEnabled: false });
    expect((await loginWith({})).status).toBe(200);
  });
});
