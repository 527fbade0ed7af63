import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RegionOption, RegionPath } from '@aed/shared/schemas/region';
import { i18n } from '../../lib/i18n';
import { mockApi, ok, renderWithApp } from '../../test/render';
import { RegionCascadeSelect } from './region-cascade-select';

const names = (en: string, zhCN = '', zhTW = '', fr = '') => ({ en, fr, 'zh-CN': zhCN, 'zh-TW': zhTW });
const option = (regionId: number, regionCode: string, regionName: string, level: number, hasChildren: boolean, n = names('')): RegionOption => ({
  regionId,
  regionCode,
  regionName,
  names: n,
  level,
  hasChildren,
});
/** A small tree: France > Île-de-France > Paris (a leaf); China > Beijing. */
const OPTIONS: Record<string, RegionOption[]> = {
  '0': [option(1, 'FR', 'France', 1, true, names('France', '法国', '法國')), option(2, 'CN', '中国', 1, true, names('China', '中国', '中國'))],
  '1': [option(11, 'FR-IDF', 'Île-de-France', 2, true)],
  '11': [option(111, 'FR-75', 'Paris', 3, false, names('Paris', '巴黎', '巴黎'))],
  '111': [],
  '2': [option(21, 'CN-BJ', '北京市', 2, false, names('Beijing', '北京市', '北京市'))],
  '21': [],
};
const PATHS: Record<string, RegionPath> = {
  '111': {
    regionId: 111,
    label: 'France / Île-de-France / Paris',
    nodes: [
      { regionId: 1, regionCode: 'FR', regionName: 'France', names: names('France', '法国', '法國'), level: 1, status: '0' },
      { regionId: 11, regionCode: 'FR-IDF', regionName: 'Île-de-France', names: names(''), level: 2, status: '0' },
      { regionId: 111, regionCode: 'FR-75', regionName: 'Paris', names: names('Paris', '巴黎', '巴黎'), level: 3, status: '0' },
    ],
  },
  // Beijing was disabled since it was chosen: no longer offered, still shown
  '21': {
    regionId: 21,
    label: '中国 / 北京市',
    nodes: [
      { regionId: 2, regionCode: 'CN', regionName: '中国', names: names('China', '中国', '中國'), level: 1, status: '0' },
      { regionId: 21, regionCode: 'CN-BJ', regionName: '北京市', names: names('Beijing'), level: 2, status: '1' },
    ],
  },
};

function answer(method: string, path: string) {
  const url = new URL(path, 'http://x');
  if (url.pathname === '/product/region/optionselect') {
    const parentId = url.searchParams.get('parentId')!;
    return ok(parentId === '2' ? OPTIONS['2'].filter((o) => o.regionId !== 21) : OPTIONS[parentId]);
  }
  if (url.pathname === '/product/region/path') return ok(url.searchParams.get('ids')!.split(',').map((id) => PATHS[id]).filter(Boolean));
  return { status: 404, body: { code: 404, msg: `unexpected ${method} ${path}` } };
}

const changes: (number | null)[] = [];
function Harness({ initial = null, excludeId }: { initial?: number | null; excludeId?: number }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <RegionCascadeSelect
        testId="cascade"
        value={value}
        excludeId={excludeId}
        onChange={(id) => {
          changes.push(id);
          setValue(id);
        }}
      />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

function renderHarness(props: { initial?: number | null; excludeId?: number } = {}) {
  return renderWithApp([{ path: '/', component: () => <Harness {...props} /> }], { at: '/' });
}

const select = (level: number) => screen.findByTestId(`cascade-${level}`) as Promise<HTMLSelectElement>;
const optionTexts = (el: HTMLSelectElement) => [...el.options].map((o) => o.text);

afterEach(async () => {
  vi.unstubAllGlobals();
  changes.length = 0;
  await act(() => i18n.changeLanguage('en'));
});

describe('RegionCascadeSelect', () => {
  it('loads one level at a time as regions are chosen, and stops at a leaf', async () => {
    const calls = mockApi(answer);
    renderHarness();
    const countries = await select(1);
    await waitFor(() => expect(optionTexts(countries)).toEqual(['— Country —', 'France', 'China']));
    expect(calls.map((c) => c.path)).toEqual(['/product/region/optionselect?parentId=0']);
    expect(screen.queryByTestId('cascade-2')).toBeNull();

    fireEvent.change(countries, { target: { value: '1' } });
    const provinces = await select(2);
    await waitFor(() => expect(optionTexts(provinces)).toEqual(['— Province / state —', 'Île-de-France']));
    fireEvent.change(provinces, { target: { value: '11' } });
    const cities = await select(3);
    await waitFor(() => expect(optionTexts(cities)).toEqual(['— City —', 'Paris']));
    fireEvent.change(cities, { target: { value: '111' } });
    await waitFor(() => expect(calls.some((c) => c.path === '/product/region/optionselect?parentId=111')).toBe(true));
    // Paris has nothing below it: no fourth select
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('111'));
    expect(screen.queryByTestId('cascade-4')).toBeNull();
    expect(changes).toEqual([1, 11, 111]);
    // each level was read once, only for the region chosen above it; no path lookup for a choice made here
    expect(calls.map((c) => c.path)).toEqual([0, 1, 11, 111].map((id) => `/product/region/optionselect?parentId=${id}`));

    // clearing a level goes back to the region above it and drops the levels below
    fireEvent.change(await select(2), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('1'));
    expect(screen.queryByTestId('cascade-3')).toBeNull();
    fireEvent.change(await select(1), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('null'));
    expect(screen.queryByTestId('cascade-2')).toBeNull();
  });

  it('shows an existing choice with its whole path, in the UI language', async () => {
    const calls = mockApi(answer);
    await act(() => i18n.changeLanguage('zh-CN'));
    renderHarness({ initial: 111 });
    await waitFor(async () => expect((await select(3)).value).toBe('111'));
    expect((await select(1)).value).toBe('1');
    expect((await select(2)).value).toBe('11');
    expect(optionTexts(await select(1))).toEqual(['— 国家/地区 —', '法国', '中国']);
    // no zh-CN name: the default (official) name
    expect(optionTexts(await select(2))).toContain('Île-de-France');
    expect(optionTexts(await select(3))).toContain('巴黎');
    expect(calls.filter((c) => c.path.startsWith('/product/region/path'))).toHaveLength(1);
  });

  it('keeps a chosen region that was disabled since, marked and not choosable again', async () => {
    mockApi(answer);
    renderHarness({ initial: 21 });
    const cities = await select(2);
    await waitFor(() => expect(cities.value).toBe('21'));
    const stale = [...cities.options].find((o) => o.value === '21')!;
    expect(stale.text).toBe('Beijing (disabled)');
    expect(stale.disabled).toBe(true);
  });

  it('does not offer an excluded region (the one being moved)', async () => {
    mockApi(answer);
    renderHarness({ excludeId: 1 });
    const countries = await select(1);
    await waitFor(() => expect(optionTexts(countries)).toEqual(['— Country —', 'China']));
  });
});
