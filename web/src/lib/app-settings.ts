/**
 * Layout state of spec section 2: sidebar open/closed (cookie sidebarStatus), device (mobile below 992 px),
 * component size (cookie size) and the settings panel (tabs bar, theme colour, fixed header, sidebar logo;
 * localStorage).
 */
import Cookies from 'js-cookie';
import { COOKIES, DEFAULT_SIZE, DEFAULT_THEME_COLOUR, SIZES, THEME_COLOURS, type UiSize } from '@aed/shared/constants/limits';
import { createStore, useStore } from './create-store';

export type Device = 'desktop' | 'mobile';

export interface LayoutSettings {
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  themeColour: string;
}

export interface AppSettingsState extends LayoutSettings {
  sidebarOpened: boolean;
  device: Device;
  size: UiSize;
  settingsOpen: boolean;
}

export const LAYOUT_SETTINGS_KEY = 'layout-setting';
export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  themeColour: DEFAULT_THEME_COLOUR,
};

const isThemeColour = (v: unknown): v is string => typeof v === 'string' && (THEME_COLOURS as readonly string[]).includes(v);

function readLayoutSettings(): LayoutSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(LAYOUT_SETTINGS_KEY) ?? '{}') as Partial<LayoutSettings>;
    const bool = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d);
    return {
      tagsView: bool(raw.tagsView, DEFAULT_LAYOUT_SETTINGS.tagsView),
      fixedHeader: bool(raw.fixedHeader, DEFAULT_LAYOUT_SETTINGS.fixedHeader),
      sidebarLogo: bool(raw.sidebarLogo, DEFAULT_LAYOUT_SETTINGS.sidebarLogo),
      themeColour: isThemeColour(raw.themeColour) ? raw.themeColour : DEFAULT_THEME_COLOUR,
    };
  } catch {
    return { ...DEFAULT_LAYOUT_SETTINGS };
  }
}

const readSize = (): UiSize => {
  const v = Cookies.get(COOKIES.size);
  return (SIZES as readonly string[]).includes(v ?? '') ? (v as UiSize) : DEFAULT_SIZE;
};

export const isMobileWidth = (width: number) => width < 992;

/** On the desktop the sidebar is as the user left it (cookie); on a phone it is an overlay that starts closed. */
const sidebarOpenedOn = (device: Device) => device === 'desktop' && Cookies.get(COOKIES.sidebarStatus) !== '0';

/** The settings as a page load finds them: window width, cookies and the saved layout settings. */
export function readAppSettings(): AppSettingsState {
  const device: Device = typeof window !== 'undefined' && isMobileWidth(window.innerWidth) ? 'mobile' : 'desktop';
  return { sidebarOpened: sidebarOpenedOn(device), device, size: readSize(), settingsOpen: false, ...readLayoutSettings() };
}

export const appSettings = createStore<AppSettingsState>(readAppSettings());

export const useAppSettings = <S>(selector: (s: AppSettingsState) => S): S => useStore(appSettings, selector);

export function setSidebarOpened(opened: boolean) {
  Cookies.set(COOKIES.sidebarStatus, opened ? '1' : '0', { sameSite: 'strict' });
  appSettings.set((s) => ({ ...s, sidebarOpened: opened }));
}
export const toggleSidebar = () => setSidebarOpened(!appSettings.get().sidebarOpened);

/** On mobile the sidebar is an overlay; it closes without changing the remembered desktop state. */
export function closeMobileSidebar() {
  if (appSettings.get().device === 'mobile') appSettings.set((s) => ({ ...s, sidebarOpened: false }));
}

export function setDevice(device: Device) {
  appSettings.set((s) => (s.device === device ? s : { ...s, device, sidebarOpened: sidebarOpenedOn(device) }));
}

export function setSize(size: UiSize) {
  Cookies.set(COOKIES.size, size, { sameSite: 'strict' });
  appSettings.set((s) => ({ ...s, size }));
}

export function updateLayoutSettings(patch: Partial<LayoutSettings>) {
  appSettings.set((s) => {
    const next = { ...s, ...patch };
    const persisted: LayoutSettings = {
      tagsView: next.tagsView,
      fixedHeader: next.fixedHeader,
      sidebarLogo: next.sidebarLogo,
      themeColour: next.themeColour,
    };
    localStorage.setItem(LAYOUT_SETTINGS_KEY, JSON.stringify(persisted));
    return next;
  });
}

export function resetLayoutSettings() {
  localStorage.removeItem(LAYOUT_SETTINGS_KEY);
  appSettings.set((s) => ({ ...s, ...DEFAULT_LAYOUT_SETTINGS }));
}

export const setSettingsOpen = (open: boolean) => appSettings.set((s) => ({ ...s, settingsOpen: open }));
