/**
 * "Remember password" of the login page (spec section 2). The account name is kept in a cookie for 30 days; the
 * password itself is never written to a cookie or storage: the password field is marked `current-password`, so
 * the browser's own password manager (encrypted by the operating system) offers to remember it.
 * See docs/decisions/0004-remember-password.md.
 */
import Cookies from 'js-cookie';
import { COOKIES } from '@aed/shared/constants/limits';

const OPTIONS: Cookies.CookieAttributes = { expires: 30, sameSite: 'strict', secure: typeof location !== 'undefined' && location.protocol === 'https:' };

export interface Remembered {
  username: string;
  rememberMe: boolean;
}

export function readRemembered(): Remembered {
  // A password cookie written by an older build is removed on sight.
  Cookies.remove(COOKIES.password);
  const rememberMe = Cookies.get(COOKIES.rememberMe) === 'true';
  return { username: rememberMe ? (Cookies.get(COOKIES.username) ?? '') : '', rememberMe };
}

export function saveRemembered({ username, rememberMe }: Remembered) {
  if (rememberMe) {
    Cookies.set(COOKIES.username, username, OPTIONS);
    Cookies.set(COOKIES.rememberMe, 'true', OPTIONS);
  } else {
    Cookies.remove(COOKIES.username);
    Cookies.remove(COOKIES.rememberMe);
  }
}
