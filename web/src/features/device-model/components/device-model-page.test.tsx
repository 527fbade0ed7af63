import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONSUMABLE_KINDS, type DeviceModelRow } from '@aed/shared/schemas/device-model';
import { mockApi, ok, renderScreen } from '../../../test/render';
import DeviceModelPage from './device-model-page';

const model = (over: Partial<DeviceModelRow>): DeviceModelRow => ({
  modelId: 1,
  typeId: 10,
  typeCode: 'AED',
  typeName: 'AED',
  modelName: 'HeartStart FRx',
  modelCode: '861304',
  brand: 'Philips',
  workingPrinciple: '2',
  description: '',
  status: '0',
  selfTestDays: 1,
  heartbeatMinutes: 0,
  serviceMonths: 12,
  consumables: [
    { kind: 'adultPads', ratedLifeMonths: 24 },
    { kind: 'battery', ratedLifeMonths: 48 },
  ],
  createBy: 'admin',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: '',
  updateTime: '',
  ...over,
});
const ROWS = [
  model({}),
  model({ modelId: 2, modelName: 'LIFEPAK CR2', modelCode: 'CR2', brand: 'Stryker', workingPrinciple: '1', heartbeatMinutes: 1440, status: '1', consumables: [] }),
];
const TYPES = [
  { typeId: 10, typeCode: 'AED', typeName: 'AED' },
  { typeId: 11, typeCode: 'CAB', typeName: 'Cabinet' },
];

/** Type options for the selects, the page for everything else; `write` answers POST/PUT/DELETE. */
function api(write?: (method: string) => { status?: number; body: unknown }) {
  return mockApi((method, path) => {
    if (method !== 'GET' && write) return write(method);
    if (path.startsWith('/product/type/optionselect')) return ok(TYPES);
    return ok({ total: 2, rows: ROWS });
  });
}

const renderPage = (permissions: string[]) => renderScreen(DeviceModelPage, '/product/deviceModel', permissions);

afterEach(() => vi.unstubAllGlobals());

describe('DeviceModelPage', () => {
  it('lists the models with their reminder data and sends the search, by product type too', async () => {
    const calls = api();
    renderPage(['*:*:*']);
    const frx = await screen.findByTestId('device-model-row-861304');
    expect(within(frx).getByText('Semi-automatic')).toBeTruthy();
    expect(within(frx).getByText('1 day')).toBeTruthy();
    expect(within(frx).getByText('Not connected')).toBeTruthy();
    expect(within(frx).getByText('Adult pads: 24 months')).toBeTruthy();
    const cr2 = screen.getByTestId('device-model-row-CR2');
    expect(within(cr2).getByText('Fully automatic')).toBeTruthy();
    expect(within(cr2).getByText('1440 minutes')).toBeTruthy();
    expect(within(cr2).getByText('Disabled')).toBeTruthy();
    expect(calls.some((c) => c.path === '/product/model/page?status=0&page=1&limit=10')).toBe(true);
    expect((screen.getByTestId('device-model-search-status') as HTMLSelectElement).value).toBe('0');

    await waitFor(() => expect(within(screen.getByTestId('device-model-search-type')).getByText('Cabinet')).toBeTruthy());
    fireEvent.change(screen.getByTestId('device-model-search-type'), { target: { value: '11' } });
    fireEvent.change(screen.getByTestId('device-model-search-brand'), { target: { value: 'zoll' } });
    fireEvent.click(screen.getByTestId('device-model-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/model/page?typeId=11&brand=zoll&status=0&page=1&limit=10'));
    fireEvent.change(screen.getByTestId('device-model-search-status'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('device-model-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/model/page?typeId=11&brand=zoll&page=1&limit=10'));
    fireEvent.click(screen.getByTestId('device-model-search-reset'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/model/page?status=0&page=1&limit=10'));
    expect((screen.getByTestId('device-model-search-status') as HTMLSelectElement).value).toBe('0');
  });

  it('shows the empty state', async () => {
    mockApi((_m, path) => (path.startsWith('/product/type') ? ok(TYPES) : ok({ total: 0, rows: [] })));
    renderPage(['*:*:*']);
    expect((await screen.findByTestId('device-model-empty')).textContent).toContain('No device models found');
  });

  it('hides the actions the user has no permission for', async () => {
    api();
    renderPage(['product:model:list']);
    await screen.findByTestId('device-model-row-CR2');
    expect(screen.queryByTestId('device-model-add')).toBeNull();
    expect(screen.queryByTestId('device-model-export')).toBeNull();
    expect(screen.queryByTestId('device-model-row-edit-CR2')).toBeNull();
    expect(screen.queryByTestId('device-model-row-delete-CR2')).toBeNull();
  });

  it('adds a model with an edited list of consumables, each kind once', async () => {
    const calls = api(() => ok(ROWS[0]));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-model-add'));
    const typeSelect = await screen.findByTestId('device-model-form-type');
    await waitFor(() => expect(within(typeSelect).getByText('Cabinet (CAB)')).toBeTruthy());
    expect(screen.getByTestId('device-model-form-submit').textContent).toBe('Save');
    // nothing chosen: required fields refused locally
    fireEvent.click(screen.getByTestId('device-model-form-submit'));
    expect((await screen.findByTestId('device-model-form-typeId-error')).textContent).toBe('This field is required');
    expect(screen.getByTestId('device-model-form-modelName-error').textContent).toBe('This field is required');

    fireEvent.change(typeSelect, { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('device-model-form-brand'), { target: { value: 'ZOLL' } });
    fireEvent.change(screen.getByTestId('device-model-form-code'), { target: { value: 'AED-3' } });
    fireEvent.change(screen.getByTestId('device-model-form-name'), { target: { value: 'AED 3' } });
    fireEvent.change(screen.getByTestId('device-model-form-self-test'), { target: { value: '7' } });
    fireEvent.change(screen.getByTestId('device-model-form-heartbeat'), { target: { value: '1440' } });
    expect(screen.getByTestId('device-model-form-consumables-empty')).toBeTruthy();

    // every kind once: the add button goes off, and no row offers a kind another row holds
    const addRow = screen.getByTestId('device-model-form-consumable-add') as HTMLButtonElement;
    for (let i = 0; i < CONSUMABLE_KINDS.length; i++) fireEvent.click(addRow);
    expect(addRow.disabled).toBe(true);
    const kinds = (i: number) => [...(screen.getByTestId(`device-model-form-consumable-kind-${i}`) as HTMLSelectElement).options].map((o) => o.value);
    expect(kinds(0)).toEqual(['adultPads']);
    // drop all but the first two; then the second may become any free kind
    for (let i = CONSUMABLE_KINDS.length - 1; i >= 2; i--) fireEvent.click(screen.getByTestId(`device-model-form-consumable-remove-${i}`));
    expect(addRow.disabled).toBe(false);
    expect(kinds(1)).toEqual(['childPads', 'battery', 'padPak', 'other']);
    fireEvent.change(screen.getByTestId('device-model-form-consumable-kind-1'), { target: { value: 'battery' } });
    expect(kinds(0)).toEqual(['adultPads', 'childPads', 'padPak', 'other']);
    fireEvent.change(screen.getByTestId('device-model-form-consumable-life-0'), { target: { value: '60' } });
    // a rated life left empty is refused on its row
    fireEvent.click(screen.getByTestId('device-model-form-submit'));
    expect((await screen.findByTestId('device-model-form-consumable-error-1')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(screen.getByTestId('device-model-form-consumable-life-1'), { target: { value: '36' } });
    // the maintenance cadence (decision 0045): 12 months unless changed
    expect((screen.getByTestId('device-model-form-service') as HTMLInputElement).value).toBe('12');
    fireEvent.change(screen.getByTestId('device-model-form-service'), { target: { value: '6' } });
    fireEvent.click(screen.getByTestId('device-model-form-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        typeId: 10,
        brand: 'ZOLL',
        modelCode: 'AED-3',
        modelName: 'AED 3',
        workingPrinciple: '2',
        selfTestDays: 7,
        heartbeatMinutes: 1440,
        serviceMonths: 6,
        status: '0',
        description: '',
        consumables: [
          { kind: 'adultPads', ratedLifeMonths: 60 },
          { kind: 'battery', ratedLifeMonths: 36 },
        ],
      }),
    );
    expect(calls.find((c) => c.method === 'POST')?.path).toBe('/product/model/add');
  });

  it('shows a taken combination refused by the server on the code field', async () => {
    const calls = api((method) =>
      method === 'PUT' ? { status: 409, body: { code: 409, msg: 'exists', errorCode: 'deviceModel.comboExists' } } : ok(null),
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-model-row-edit-CR2'));
    const typeSelect = (await screen.findByTestId('device-model-form-type')) as HTMLSelectElement;
    expect(typeSelect.value).toBe('10');
    fireEvent.change(screen.getByTestId('device-model-form-code'), { target: { value: '861304' } });
    fireEvent.click(screen.getByTestId('device-model-form-submit'));
    await waitFor(() => expect(screen.getByTestId('device-model-form-modelCode-error').textContent).toBe('A model with this product type, model code and brand already exists'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ modelId: 2, typeId: 10, modelCode: '861304', workingPrinciple: '1', heartbeatMinutes: 1440, consumables: [] });
  });

  it('says what is wrong with a number out of range, not "required" (issue 14, item 11), and still says required when empty', async () => {
    const calls = api();
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-model-row-edit-CR2'));
    fireEvent.change(await screen.findByTestId('device-model-form-self-test'), { target: { value: '-3' } });
    fireEvent.change(screen.getByTestId('device-model-form-heartbeat'), { target: { value: '20000' } });
    fireEvent.click(screen.getByTestId('device-model-form-submit'));
    expect((await screen.findByTestId('device-model-form-selfTestDays-error')).textContent).toBe('Enter a number of at least 1');
    expect(screen.getByTestId('device-model-form-heartbeatMinutes-error').textContent).toBe('Enter a number of at most 10080');
    fireEvent.change(screen.getByTestId('device-model-form-self-test'), { target: { value: '2.5' } });
    fireEvent.change(screen.getByTestId('device-model-form-heartbeat'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('device-model-form-submit'));
    await waitFor(() => expect(screen.getByTestId('device-model-form-selfTestDays-error').textContent).toBe('Enter a whole number'));
    // an empty number field coerces to 0, which heartbeat allows; an empty self-test interval is required
    fireEvent.change(screen.getByTestId('device-model-form-self-test'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('device-model-form-submit'));
    await waitFor(() => expect(screen.getByTestId('device-model-form-selfTestDays-error').textContent).toBe('This field is required'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses a model code with other characters locally, naming the allowed ones on the code field', async () => {
    const calls = api();
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-model-row-edit-CR2'));
    fireEvent.change(await screen.findByTestId('device-model-form-code'), { target: { value: 'CR2#1' } });
    fireEvent.click(screen.getByTestId('device-model-form-submit'));
    expect((await screen.findByTestId('device-model-form-modelCode-error')).textContent).toBe('The model code may only hold letters, digits, spaces and . _ ( ) / + -');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows consumables refused while devices use the model translated on the consumables field', async () => {
    const calls = api((method) =>
      method === 'PUT'
        ? { status: 409, body: { code: 409, msg: 'in use', errorCode: 'deviceModel.consumablesInUse', params: { name: 'HeartStart FRx', count: 3 } } }
        : ok(null),
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-model-row-edit-861304'));
    await screen.findByTestId('device-model-form-consumable-life-0');
    // the battery is taken away and the pads' rated life lowered
    fireEvent.click(screen.getByTestId('device-model-form-consumable-remove-1'));
    fireEvent.change(screen.getByTestId('device-model-form-consumable-life-0'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('device-model-form-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('device-model-form-consumables-error').textContent).toBe(
        'The model "HeartStart FRx" is used by devices (3): its consumable kinds cannot be removed nor their rated life lowered (adding kinds or raising a rated life is allowed)',
      ),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ modelId: 1, consumables: [{ kind: 'adultPads', ratedLifeMonths: 12 }] });
  });

  it('keeps a model under a product type disabled meanwhile selectable (only enabled types are offered otherwise)', async () => {
    const old = model({ modelId: 3, modelCode: 'OLD-1', typeId: 12, typeCode: 'OLD', typeName: 'Old type' });
    mockApi((_m, path) => (path.startsWith('/product/type/optionselect') ? ok(TYPES) : ok({ total: 1, rows: [old] })));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-model-row-edit-OLD-1'));
    const typeSelect = (await screen.findByTestId('device-model-form-type')) as HTMLSelectElement;
    await waitFor(() => expect(within(typeSelect).getByText('AED (AED)')).toBeTruthy());
    expect(typeSelect.value).toBe('12');
    expect(typeSelect.selectedOptions[0]?.textContent).toBe('Old type (OLD) - disabled');
  });

  it('deletes after confirmation and shows an in-use refusal translated', async () => {
    const calls = api(() => ({ status: 409, body: { code: 409, msg: 'in use', errorCode: 'deviceModel.inUse', params: { name: 'HeartStart FRx', count: 2 } } }));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('device-model-row-delete-861304'));
    expect((await screen.findByTestId('device-model-delete-dialog')).textContent).toContain('Philips "HeartStart FRx" (861304)');
    fireEvent.click(screen.getByTestId('device-model-delete-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/product/model/delete?ids=1'));
    expect(await screen.findByText('The model "HeartStart FRx" is used by devices (2) and cannot be deleted')).toBeTruthy();
  });
});
