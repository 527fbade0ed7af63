import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../locales/en/layout.json';
import fr from '../locales/fr/layout.json';
import frScreens from '../locales/fr/layout.screens.json';
import { menuTitleKey, routeTitle } from './route-title';
import { menuLabel } from './menu-label';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'fr', resources: { en: { layout: en }, fr: { layout: { ...fr, ...frScreens } } } });

describe('routeTitle', () => {
  it('accepts menu codes with or without the menu. prefix', () => {
    expect(menuTitleKey('menu.config')).toBe('layout:menu.config');
    expect(menuTitleKey('config')).toBe('layout:menu.config');
    expect(menuTitleKey('devices:menu.list')).toBe('devices:menu.list');
    expect(menuTitleKey('device:menu.title')).toBe('layout:menu.device');
  });

  it('translates a known code and falls back to the server title', () => {
    expect(routeTitle(i18n.t, { title: 'Parameters', code: 'menu.config' })).toBe('Paramètres');
    expect(routeTitle(i18n.t, { title: 'Fleet', code: 'menu.fleet' })).toBe('Fleet');
    expect(routeTitle(i18n.t, { title: 'Plain', code: '' })).toBe('Plain');
  });
});

describe('menuLabel', () => {
  it('names a built-in button by its screen and button (its stored code stays `menu.<screen>.<button>`)', () => {
    expect(menuTitleKey('menu.user.query')).toBe('layout:menuButton.user.query');
    expect(menuLabel(i18n.t, 'menu.user.query', 'User query')).toBe('Consultation des utilisateurs');
    expect(menuLabel(i18n.t, 'menu.nothing.here', 'Stored name')).toBe('Stored name');
    expect(menuLabel(i18n.t, undefined, 'Stored name')).toBe('Stored name');
  });
});
