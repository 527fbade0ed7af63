import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import en from '../locales/en/layout.json';
import fr from '../locales/fr/layout.json';
import { menuTitleKey, routeTitle } from './route-title';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'fr', resources: { en: { layout: en }, fr: { layout: fr } } });

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
