/**
 * "Remember password" of the login page (spec section 2), kept in cookies for 30 days. The password is only
 * base64-encoded (obfuscation, not encryption): the user opts in on a device they trust.
 */
import Cookies from 'js-cookie';
import { COOKIES } from '@aed/shared/constants/limits';

const OPTIONS: Cookies.CookieAttributes = { expires: 30, sameSite: 'strict', secure: typeof location !== 'undefined' && location.protocol === 'https:' };

const encode = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));
function decode(s: string): string {
  try {
    return new TextDecoder().decode(Uint8Array.from(atob(s), (c) => c.charCodeAt(0)));
  } catch {
    return '';
  }
}

export interface Remembered {
  username: string;
  password: string;
  rememberMe: boolean;
}

export function readRemembered(): Remembered {
  const rememberMe = Cookies.get(COOKIES.rememberMe) === 'true';
  return {
    username: Cookies.get(COOKIES.username) ?? '',
    password: rememberMe ? decode(Cookies.get(COOKIES.password) ?? '') : '',
    rememberMe,
  };
}

export function saveRemembered({ username, password, rememberMe }: Remembered) {
  if (rememberMe) {
    Cookies.set(COOKIES.username, username, OPTIONS);
    Cookies.set(COOKIES.password, encode(password), OPTIONS);
    Cookies.set(COOKIES.rememberMe, 'true', OPTIONS);
  } else {
    Cookies.remove(COOKIES.username);
    Cookies.remove(COOKIES.password);
    Cookies.remove(COOKIES.rememberMe);
  }
}
