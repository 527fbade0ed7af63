import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { COOKIES } from '@aed/shared/constants/limits';
import { authKeys, clearCachesAfterLogout, getPasswordStatus, handleUnauthorized, loadSessionOrLogin, reloginStore, safeRedirect, setPasswordStatus } from './session';
import { ApiError, getToken, setToken } from './api-client';

describe('session', () => {
  beforeEach(() => {
    Object.values(COOKIES).forEach((c) => Cookies.remove(c));
    reloginStore.set({ open: false });
  });

  it('a 401 with a token drops the token and opens the re-login prompt', () => {
    setToken('t');
    setPasswordStatus(3);
    handleUnauthorized();
    expect(getToken()).toBeUndefined();
    expect(getPasswordStatus()).toBe(0);
    expect(reloginStore.get().open).toBe(true);
  });

  it('keeps only in-app redirect targets', () => {
    expect(safeRedirect('/system/config?x=1')).toBe('/system/config?x=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('/login?redirect=/a')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });

  it('after a logout keeps the queries the login page watches working, and drops the rest', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['user', 'page'], ['a row of the previous user']);
    // The login page's captcha: mounted, its first fetch still in flight when the cache is cleared.
    let answer = 0;
    let release!: () => void;
    const captcha = new QueryObserver(queryClient, {
      queryKey: ['captcha'],
      queryFn: () => new Promise<number>((resolve) => (release = () => resolve(++answer))),
      gcTime: 0,
    });
    const seen: (number | undefined)[] = [];
    const unsubscribe = captcha.subscribe((result) => seen.push(result.data));
    await Promise.resolve();

    clearCachesAfterLogout(queryClient);
    release();
    await expect.poll(() => captcha.getCurrentResult().data).toBe(1);
    // A click on the image refetches, and the new captcha reaches the page.
    const again = captcha.refetch();
    release();
    await again;
    expect(captcha.getCurrentResult().data).toBe(2);
    expect(seen).toContain(2);
    expect(queryClient.getQueryData(['user', 'page'])).toBeUndefined();
    unsubscribe();
    queryClient.clear();
  });

  describe('loading the session of the layout', () => {
    afterEach(() => vi.unstubAllGlobals());
    const failure = (call: Promise<unknown>) =>
      call.then(
        () => undefined,
        (e: unknown) => e,
      );

    it.each([
      ['cancelled by a reload', () => Promise.reject(new DOMException('The user aborted a request.', 'AbortError'))],
      ['cut off by the browser', () => Promise.reject(new TypeError('Failed to fetch'))],
      ['answered by a server error', () => Promise.resolve(new Response(JSON.stringify({ code: 500, msg: 'x', errorCode: 'common.internal' }), { status: 500 }))],
    ])('keeps the token when the user info call is %s', async (_, answer) => {
      vi.stubGlobal('fetch', vi.fn(answer));
      setToken('valid');
      const queryClient = new QueryClient();
      const error = await failure(loadSessionOrLogin(queryClient, '/system/user'));
      expect(error).toBeInstanceOf(ApiError);
      expect(isRedirect(error)).toBe(false);
      expect(getToken()).toBe('valid');
      queryClient.clear();
    });

    it('logs out on a 401 and sends the user to /login, back to where they were', async () => {
      vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ code: 401, msg: 'x', errorCode: 'session.invalid' }), { status: 401 })));
      setToken('revoked');
      setPasswordStatus(3);
      const queryClient = new QueryClient();
      const error = await failure(loadSessionOrLogin(queryClient, '/system/user'));
      expect(isRedirect(error)).toBe(true);
      expect((error as { options: { to: string; search: unknown } }).options).toMatchObject({ to: '/login', search: { redirect: '/system/user' } });
      expect(getToken()).toBeUndefined();
      expect(getPasswordStatus()).toBe(0);
      expect(queryClient.getQueryCache().findAll({ queryKey: authKeys.all })).toEqual([]);
      queryClient.clear();
    });
  });
});
