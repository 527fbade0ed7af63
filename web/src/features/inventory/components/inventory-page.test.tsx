import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeptTreeNode } from '@aed/shared/schemas/dept';
import type { InventoryMovementRow, InventoryOptions, MovementPage, StockCounts, StockPage } from '@aed/shared/schemas/inventory';
import { mockApi, ok, renderScreen } from '../../../test/render';
import InventoryPage from './inventory-page';

const counts = (over: Partial<StockCounts>): StockCounts => ({ stock: 0, sold: 0, inLease: 0, leaseExpired: 0, total: 0, enabled: 0, disabled: 0, ...over });
const TREE: DeptTreeNode[] = [
  {
    id: 100,
    label: 'AED Cloud',
    deptType: '0',
    disabled: false,
    children: [
      { id: 101, label: 'Agent North', deptType: '0', disabled: false, children: [{ id: 105, label: 'Clinic Lyon', deptType: '2', disabled: false, children: [] }] },
    ],
  },
];
const OPTIONS: InventoryOptions = {
  types: [{ typeId: 1, typeName: 'AED', status: '0' }],
  models: [
    { modelId: 11, typeId: 1, modelName: 'HeartStart FRx', modelCode: '861304', brand: 'Philips', status: '0' },
    { modelId: 12, typeId: 1, modelName: 'LIFEPAK CR2', modelCode: 'CR2', brand: 'Stryker', status: '1' },
  ],
};
const row = (deptId: number, deptName: string, modelId: number, c: Partial<StockCounts>) => {
  const m = OPTIONS.models.find((x) => x.modelId === modelId)!;
  return { deptId, deptName, typeId: 1, typeName: 'AED', modelId, modelName: m.modelName, modelCode: m.modelCode, brand: m.brand, ...counts(c) };
};
const STOCK: StockPage = {
  total: 3,
  rows: [
    row(101, 'Agent North', 11, { stock: 3, total: 3, disabled: 3 }),
    row(101, 'Agent North', 12, { stock: 1, sold: 1, total: 2, disabled: 2 }),
    row(105, 'Clinic Lyon', 11, { sold: 1, inLease: 1, total: 2, enabled: 1, disabled: 1 }),
  ],
  groups: [
    { deptId: 101, deptName: 'Agent North', models: 2, ...counts({ stock: 4, sold: 1, total: 5, disabled: 5 }) },
    { deptId: 105, deptName: 'Clinic Lyon', models: 1, ...counts({ sold: 1, inLease: 1, total: 2, enabled: 1, disabled: 1 }) },
  ],
  totals: counts({ stock: 4, sold: 2, inLease: 1, total: 7, enabled: 1, disabled: 6 }),
};
const line = (over: Partial<InventoryMovementRow>): InventoryMovementRow => ({
  movementId: 'm1-0',
  groupId: 'm1',
  kind: 'create',
  side: 'in',
  deviceId: 7,
  serialNumber: 'SN-0007',
  equipmentCode: 'EQ-7',
  deptId: 101,
  modelId: 11,
  typeId: 1,
  fromDeptId: 0,
  toDeptId: 101,
  fromSaleStatus: '',
  toSaleStatus: '1',
  fromModelId: 0,
  toModelId: 11,
  operator: 'alice',
  time: '2026-03-01T08:00:00.000Z',
  remark: '',
  deptName: 'Agent North',
  typeName: 'AED',
  modelName: 'HeartStart FRx',
  modelCode: '861304',
  brand: 'Philips',
  fromDeptName: '',
  toDeptName: 'Agent North',
  fromModelName: '',
  toModelName: 'HeartStart FRx',
  ...over,
});
const LINES = [
  line({ movementId: 'm2-1', groupId: 'm2', kind: 'transfer', side: 'in', deptId: 105, deptName: 'Clinic Lyon', fromDeptId: 101, toDeptId: 105, fromDeptName: 'Agent North', toDeptName: 'Clinic Lyon', fromSaleStatus: '1', toSaleStatus: '2', remark: 'Sale 42' }),
  line({ movementId: 'm3-0', groupId: 'm3', kind: 'transfer', side: 'in', deviceId: 8, serialNumber: 'SN-0008', fromDeptId: 900, fromDeptName: '', toDeptId: 101, remark: 'sale:17' }),
  line({}),
];
const MOVEMENTS: MovementPage = { total: 3, rows: LINES };

type Answer = { status?: number; body: unknown };
function mockInventory(answers: { stock?: StockPage; movements?: MovementPage } = {}, extra: (method: string, path: string) => Answer | undefined = () => undefined) {
  return mockApi((method, path) => {
    const special = extra(method, path);
    if (special) return special;
    if (path.startsWith('/upms/system/dept/treeselect')) return ok(TREE);
    if (path.startsWith('/product/inventory/options')) return ok(OPTIONS);
    if (path.startsWith('/product/inventory/stock?') || path === '/product/inventory/stock') return ok(answers.stock ?? STOCK);
    if (path.startsWith('/product/inventory/movements?') || path === '/product/inventory/movements') return ok(answers.movements ?? MOVEMENTS);
    if (path.startsWith('/product/inventory/device/movements')) return ok({ total: 2, rows: [LINES[0], line({ movementId: 'm1-0', deviceId: 7 })] });
    return ok(null);
  });
}

const renderPage = (permissions: string[]) => renderScreen(InventoryPage, '/product/inventory', permissions);
const stockCalls = (calls: { path: string }[]) => calls.filter((c) => c.path.startsWith('/product/inventory/stock')).map((c) => c.path);
const movementCalls = (calls: { path: string }[]) => calls.filter((c) => c.path.startsWith('/product/inventory/movements')).map((c) => c.path);

afterEach(() => vi.unstubAllGlobals());

describe('InventoryPage', () => {
  it('shows the stock organization by organization with their totals and the grand total', async () => {
    const calls = mockInventory();
    renderPage(['*:*:*']);
    const group = await screen.findByTestId('inventory-stock-group-101');
    expect(within(group).getByText('Agent North')).toBeTruthy();
    expect(within(group).getByText(/2 models/)).toBeTruthy();
    expect(screen.getByTestId('inventory-stock-group-101-total').textContent).toBe('5');
    const frx = screen.getByTestId('inventory-stock-row-105-11');
    expect(within(frx).getByText('Philips HeartStart FRx')).toBeTruthy();
    expect(screen.getByTestId('inventory-stock-row-105-11-sold').textContent).toBe('1');
    expect(screen.getByTestId('inventory-stock-row-105-11-inLease').textContent).toBe('1');
    expect(screen.getByTestId('inventory-stock-row-105-11-enabled').textContent).toBe('1');
    expect(screen.getByTestId('inventory-stock-grand-total').textContent).toBe('7');
    expect(screen.getByTestId('inventory-stock-grand-stock').textContent).toBe('4');
    expect(screen.getByTestId('inventory-scope').textContent).toBe('All organizations you can see');
    expect(stockCalls(calls)[0]).toBe('/product/inventory/stock?page=1&limit=20');
  });

  it('narrows to the organization clicked in the tree, with or without its sub-organizations, and by the filters', async () => {
    const calls = mockInventory();
    renderPage(['*:*:*']);
    await screen.findByTestId('inventory-stock-group-101');
    fireEvent.click(await screen.findByTestId('inventory-dept-101'));
    await waitFor(() => expect(stockCalls(calls).at(-1)).toBe('/product/inventory/stock?deptId=101&subtree=1&page=1&limit=20'));
    expect(screen.getByTestId('inventory-scope').textContent).toBe('Agent North and its sub-organizations');
    fireEvent.click(screen.getByTestId('inventory-subtree'));
    await waitFor(() => expect(stockCalls(calls).at(-1)).toBe('/product/inventory/stock?deptId=101&subtree=0&page=1&limit=20'));
    expect(screen.getByTestId('inventory-scope').textContent).toBe('Agent North only');

    fireEvent.change(screen.getByTestId('inventory-stock-type'), { target: { value: '1' } });
    await waitFor(() => expect(within(screen.getByTestId('inventory-stock-model')).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('inventory-stock-model'), { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('inventory-stock-sale-status'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('inventory-stock-search-submit'));
    await waitFor(() => expect(stockCalls(calls).at(-1)).toBe('/product/inventory/stock?deptId=101&subtree=0&typeId=1&modelId=12&saleStatus=2&page=1&limit=20'));
    fireEvent.click(screen.getByTestId('inventory-stock-search-reset'));
    await waitFor(() => expect(stockCalls(calls).at(-1)).toBe('/product/inventory/stock?deptId=101&subtree=0&page=1&limit=20'));
  });

  it('explains where stock comes from when there is none', async () => {
    mockInventory({ stock: { total: 0, rows: [], groups: [], totals: counts({}) }, movements: { total: 0, rows: [] } });
    renderPage(['*:*:*']);
    expect((await screen.findByTestId('inventory-stock-empty')).textContent).toMatch(/Stock comes from registered devices/);
    expect(screen.queryByTestId('inventory-stock-grand')).toBeNull();
    fireEvent.click(screen.getByTestId('inventory-tab-movements'));
    expect((await screen.findByTestId('inventory-movement-empty')).textContent).toMatch(/Every device registered, transferred/);
  });

  it('lists the movements with kind badges, organizations and statuses, filters them and opens a device history', async () => {
    const calls = mockInventory();
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('inventory-tab-movements'));
    const sold = await screen.findByTestId('inventory-movement-row-m2-1');
    expect(screen.getByTestId('inventory-movement-kind-m2-1').textContent).toBe('Transfer in');
    expect(within(sold).getByText('Agent North → Clinic Lyon')).toBeTruthy();
    expect(within(sold).getByText('In stock → Sold')).toBeTruthy();
    expect(within(sold).getByText('Sale 42')).toBeTruthy();
    expect(within(sold).getByText('EQ-7')).toBeTruthy();
    expect(within(screen.getByTestId('inventory-movement-row-m3-0')).getByText('Another organization → Agent North')).toBeTruthy();
    // the reference a sale writes as its movement's remark, read as words
    expect(within(screen.getByTestId('inventory-movement-row-m3-0')).getByText('Sale #17')).toBeTruthy();
    expect(screen.getByTestId('inventory-movement-kind-m1-0').textContent).toBe('Stock in');
    expect(within(screen.getByTestId('inventory-movement-row-m1-0')).getByText('— → In stock')).toBeTruthy();
    expect(screen.getByTestId('inventory-movement-total').textContent).toBe('Total 3');
    expect(movementCalls(calls)[0]).toBe('/product/inventory/movements?limit=10');

    fireEvent.change(screen.getByTestId('inventory-movement-kind'), { target: { value: 'transfer' } });
    fireEvent.change(screen.getByTestId('inventory-movement-model'), { target: { value: '11' } });
    fireEvent.change(screen.getByTestId('inventory-movement-serial'), { target: { value: ' sn-0007 ' } });
    fireEvent.change(screen.getByTestId('inventory-movement-time-begin'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByTestId('inventory-movement-time-end'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByTestId('inventory-movement-search-submit'));
    await waitFor(() =>
      expect(movementCalls(calls).at(-1)).toBe('/product/inventory/movements?modelId=11&kind=transfer&beginTime=2026-03-01&endTime=2026-03-31&serial=sn-0007&limit=10'),
    );

    fireEvent.click(screen.getByTestId('inventory-movement-serial-m2-1'));
    const dialog = await screen.findByTestId('inventory-history-dialog');
    expect(within(dialog).getByText('Movement history of SN-0007')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByTestId(/^inventory-history-row-/)).toHaveLength(2));
    expect(calls.some((c) => c.path === '/product/inventory/device/movements?deviceId=7')).toBe(true);
    fireEvent.click(within(dialog).getByTestId('inventory-history-close'));
    await waitFor(() => expect(screen.queryByTestId('inventory-history-dialog')).toBeNull());
  });

  it('bounds the day range by each other and refuses a bad serial in the form without calling the server', async () => {
    const calls = mockInventory();
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('inventory-tab-movements'));
    await screen.findByTestId('inventory-movement-row-m2-1');
    const before = movementCalls(calls).length;
    fireEvent.change(screen.getByTestId('inventory-movement-time-begin'), { target: { value: '2026-04-01' } });
    // the browser refuses an end before the start (the server answers inventory.badRange to other clients)
    expect(screen.getByTestId('inventory-movement-time-end').getAttribute('min')).toBe('2026-04-01');
    fireEvent.change(screen.getByTestId('inventory-movement-time-begin'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('inventory-movement-serial'), { target: { value: 'a b' } });
    fireEvent.click(screen.getByTestId('inventory-movement-search-submit'));
    expect(await screen.findByText(/A serial number or product code has only letters/)).toBeTruthy();
    expect(movementCalls(calls)).toHaveLength(before);
  });

  it('keeps the first page total while walking the next pages by cursor', async () => {
    const calls = mockInventory({}, (_m, path) =>
      path.includes('cursor=c2') ? ok({ rows: [line({ movementId: 'm9-0' })] }) : path.startsWith('/product/inventory/movements') ? ok({ total: 11, rows: LINES, next: 'c2' }) : undefined,
    );
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('inventory-tab-movements'));
    await screen.findByTestId('inventory-movement-row-m2-1');
    expect(screen.getByTestId('inventory-movement-total').textContent).toBe('Total 11');
    fireEvent.click(screen.getByTestId('inventory-movement-next'));
    await screen.findByTestId('inventory-movement-row-m9-0');
    expect(movementCalls(calls).at(-1)).toBe('/product/inventory/movements?limit=10&cursor=c2');
    expect(screen.getByTestId('inventory-movement-total').textContent).toBe('Total 11');
    expect(screen.getByTestId('inventory-movement-pageno').textContent).toBe('Page 2 of 2');
  });

  it('shows the export buttons only with the export permission, and nothing without the list permission', async () => {
    mockInventory();
    const { unmount } = renderPage(['product:inventory:list']);
    await screen.findByTestId('inventory-stock-group-101');
    expect(screen.queryByTestId('inventory-stock-export')).toBeNull();
    fireEvent.click(screen.getByTestId('inventory-tab-movements'));
    await screen.findByTestId('inventory-movement-row-m2-1');
    expect(screen.queryByTestId('inventory-movement-export')).toBeNull();
    unmount();

    const calls = mockInventory();
    renderPage(['product:inventory:list', 'product:inventory:export']);
    expect(await screen.findByTestId('inventory-stock-export')).toBeTruthy();
    fireEvent.click(screen.getByTestId('inventory-stock-export'));
    await waitFor(() => expect(calls.some((c) => c.path === '/product/inventory/stock/export')).toBe(true));

    vi.unstubAllGlobals();
    const none = mockInventory();
    renderPage(['system:user:list']);
    expect(await screen.findByTestId('inventory-no-access')).toBeTruthy();
    expect(none.filter((c) => c.path.startsWith('/product/inventory'))).toEqual([]);
  });
});
