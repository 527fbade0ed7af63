/**
 * The three parts each language's translations are loaded in (lib/i18n.ts; one chunk each, web/vite.config.ts): the
 * shell, read by the login page, the authenticated layout, the dashboard and the session dialogs, comes before the
 * first render; the login part, what only the login and reset-password pages read (their forms' texts and the login's
 * errors), comes with those pages (their routes' loaders), so the first screen after login goes without it; the screens
 * part, every other file, comes with the first other screen (lib/screen-assets.ts). A
 * namespace a shell widget shares with a screen keeps the widget's keys in a file of its own (`notice.bell.json`: the
 * notice bell's; `notice.json`: the notice screen's), and a shell namespace's keys only screens read go to a screens
 * file (`common.screens.json`: pagination and date fields), so the first pages do not download the screens' texts.
 */
export const SHELL_LOCALE_FILES: readonly string[] = ['common', 'auth', 'errors', 'errors.monitor', 'layout', 'notice.bell'];

export const LOGIN_LOCALE_FILES: readonly string[] = ['auth.login', 'errors.auth'];

export type LocalePart = 'shell' | 'login' | 'screens';

/** `locales/<lng>/<file>.json` -> its language and part; undefined for anything else. */
export function localeFileOf(path: string): { language: string; file: string; part: LocalePart } | undefined {
  const match = /locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(path);
  if (!match) return undefined;
  const [, language, file] = match;
  return { language, file, part: SHELL_LOCALE_FILES.includes(file) ? 'shell' : LOGIN_LOCALE_FILES.includes(file) ? 'login' : 'screens' };
}
