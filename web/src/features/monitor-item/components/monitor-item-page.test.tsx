import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LightingRule, MonitorItemRecord } from '@aed/shared/schemas/monitor-item';
import { mockApi, ok, renderScreen } from '../../../test/render';
import MonitorItemPage from './monitor-item-page';

const rule = (over: Partial<LightingRule>): LightingRule => ({
  ruleCode: 'OK',
  ruleName: 'Normal',
  lowerLimit: null,
  upperLimit: null,
  lightColour: 'green',
  emailNotify: false,
  pushNotify: false,
  autoAlarmOrder: false,
  description: '',
  ...over,
});
const item = (over: Partial<MonitorItemRecord>): MonitorItemRecord => ({
  itemId: 1,
  itemCode: 'BATTERY_VOLTAGE',
  itemName: 'Battery voltage (V)',
  itemType: '1',
  redLightMinutes: 2880,
  yellowLightMinutes: 1440,
  alarmDelayMinutes: 0,
  alarmClearMinutes: 0,
  alarmRepeatMinutes: 0,
  alarmHysteresis: 0,
  status: '0',
  reserved: true,
  rules: [rule({ ruleCode: 'OK', lowerLimit: 11.5 }), rule({ ruleCode: 'LOW', ruleName: 'Low', upperLimit: 11.5, lightColour: 'red', emailNotify: true })],
  createBy: 'system',
  createTime: '2026-01-02T03:04:05.000Z',
  updateBy: '',
  updateTime: '',
  ...over,
});
const ROWS = [item({}), item({ itemId: 1001, itemCode: 'DOOR', itemName: 'Cabinet door', itemType: '2', reserved: false, status: '1' })];

const renderPage = (permissions: string[]) => renderScreen(MonitorItemPage, '/product/monitorItem', permissions);

const typeIn = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

afterEach(() => vi.unstubAllGlobals());

describe('MonitorItemPage', () => {
  it('lists the presets with their type, lights in range order and reserved flag, and sends the search', async () => {
    const calls = mockApi(() => ok({ total: 2, rows: ROWS }));
    renderPage(['*:*:*']);
    const battery = await screen.findByTestId('monitor-item-row-BATTERY_VOLTAGE');
    expect(within(battery).getByText('Single value')).toBeTruthy();
    expect(within(battery).getByTestId('monitor-item-reserved-BATTERY_VOLTAGE').textContent).toBe('Reserved');
    const lights = within(screen.getByTestId('monitor-item-lights-BATTERY_VOLTAGE')).getAllByRole('img');
    expect(lights.map((l) => l.getAttribute('aria-label'))).toEqual(['Low: [−∞, 11.5) Red', 'Normal: [11.5, +∞) Green']);
    const door = screen.getByTestId('monitor-item-row-DOOR');
    expect(within(door).getByText('Data set')).toBeTruthy();
    expect(within(door).getByText('Disabled')).toBeTruthy();
    expect(calls[0].path).toBe('/product/monitorItem/page?status=0&page=1&limit=10');
    expect((screen.getByTestId('monitor-item-search-status') as HTMLSelectElement).value).toBe('0');
    typeIn('monitor-item-search-code', ' batt ');
    typeIn('monitor-item-search-type', '1');
    fireEvent.click(screen.getByTestId('monitor-item-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/monitorItem/page?itemCode=batt&itemType=1&status=0&page=1&limit=10'));
    typeIn('monitor-item-search-status', '');
    fireEvent.click(screen.getByTestId('monitor-item-search-submit'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/monitorItem/page?itemCode=batt&itemType=1&page=1&limit=10'));
    fireEvent.click(screen.getByTestId('monitor-item-search-reset'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/product/monitorItem/page?status=0&page=1&limit=10'));
  });

  it('hides the actions the user has no permission for, and the delete of a reserved preset', async () => {
    mockApi(() => ok({ total: 2, rows: ROWS }));
    const { unmount } = renderPage(['product:monitor:list']);
    await screen.findByTestId('monitor-item-row-DOOR');
    expect(screen.queryByTestId('monitor-item-add')).toBeNull();
    expect(screen.queryByTestId('monitor-item-export')).toBeNull();
    expect(screen.queryByTestId('monitor-item-row-edit-DOOR')).toBeNull();
    expect(screen.queryByTestId('monitor-item-row-delete-DOOR')).toBeNull();
    unmount();
    renderPage(['*:*:*']);
    await screen.findByTestId('monitor-item-row-delete-DOOR');
    expect(screen.queryByTestId('monitor-item-row-delete-BATTERY_VOLTAGE')).toBeNull();
    expect(screen.getByTestId('monitor-item-row-edit-BATTERY_VOLTAGE')).toBeTruthy();
  });

  it('shows a gap on the offending rule row before sending, then sends the limits as numbers (decimal comma read)', async () => {
    const calls = mockApi((method) => (method === 'POST' ? ok({}) : ok({ total: 2, rows: ROWS })));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('monitor-item-add'));
    await screen.findByTestId('monitor-item-form');
    typeIn('monitor-item-form-code', 'TEMP');
    typeIn('monitor-item-form-name', 'Temperature');
    typeIn('monitor-item-form-red', '60');
    typeIn('monitor-item-form-yellow', '30');
    typeIn('monitor-item-rule-0-ruleCode', 'COLD');
    typeIn('monitor-item-rule-0-ruleName', 'Too cold');
    typeIn('monitor-item-rule-0-upperLimit', '5,5');
    fireEvent.click(screen.getByTestId('monitor-item-rule-0-colour-red'));
    fireEvent.click(screen.getByTestId('monitor-item-rule-0-emailNotify'));
    // the checkbox reports its change asynchronously
    await waitFor(() => expect(screen.getByTestId('monitor-item-rule-0-emailNotify').getAttribute('data-state')).toBe('checked'));
    fireEvent.click(screen.getByTestId('monitor-item-rule-add'));
    // the new row starts where the previous one ends
    expect((screen.getByTestId('monitor-item-rule-1-lowerLimit') as HTMLInputElement).value).toBe('5,5');
    typeIn('monitor-item-rule-1-ruleCode', 'OK');
    typeIn('monitor-item-rule-1-ruleName', 'Fine');
    typeIn('monitor-item-rule-1-lowerLimit', '6');
    fireEvent.click(screen.getByTestId('monitor-item-form-submit'));
    expect((await screen.findByTestId('monitor-item-rule-1-error')).textContent).toBe('Gap: no rule covers the values between the previous rule and this lower limit');
    expect(screen.queryByTestId('monitor-item-rule-0-error')).toBeNull();
    expect(screen.getByTestId('monitor-item-rule-1-lowerLimit').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    typeIn('monitor-item-rule-1-lowerLimit', '5.5');
    expect(screen.queryByTestId('monitor-item-rule-1-error')).toBeNull();
    fireEvent.click(screen.getByTestId('monitor-item-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/product/monitorItem/add',
      body: {
        itemCode: 'TEMP',
        itemName: 'Temperature',
        itemType: '1',
        redLightMinutes: 60,
        yellowLightMinutes: 30,
        status: '0',
        rules: [
          { ruleCode: 'COLD', ruleName: 'Too cold', lowerLimit: null, upperLimit: 5.5, lightColour: 'red', emailNotify: true, pushNotify: false, autoAlarmOrder: false, description: '' },
          { ruleCode: 'OK', ruleName: 'Fine', lowerLimit: 5.5, upperLimit: null, lightColour: 'green', emailNotify: false, pushNotify: false, autoAlarmOrder: false, description: '' },
        ],
      },
    });
    await waitFor(() => expect(screen.queryByTestId('monitor-item-form')).toBeNull());
  });

  it('says "required" at an item name left empty and sends nothing; the button says Save', async () => {
    const calls = mockApi(() => ok({ total: 2, rows: ROWS }));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('monitor-item-row-edit-DOOR'));
    await screen.findByTestId('monitor-item-form');
    expect(screen.getByTestId('monitor-item-form-submit').textContent).toBe('Save');
    typeIn('monitor-item-form-name', '  ');
    fireEvent.click(screen.getByTestId('monitor-item-form-submit'));
    expect((await screen.findByTestId('monitor-item-form-name-error')).textContent).toBe('This field is required');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses a repeat interval under 15 minutes locally with its message, and sends a valid one', async () => {
    const calls = mockApi(() => ok({ total: 2, rows: ROWS }));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('monitor-item-row-edit-DOOR'));
    await screen.findByTestId('monitor-item-form');
    typeIn('monitor-item-form-alarmRepeatMinutes', '5');
    fireEvent.click(screen.getByTestId('monitor-item-form-submit'));
    expect((await screen.findByTestId('monitor-item-form-alarmRepeatMinutes-error')).textContent).toBe('Repeat notifications at most every 15 minutes (or 0 for never)');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    typeIn('monitor-item-form-alarmRepeatMinutes', '30');
    fireEvent.click(screen.getByTestId('monitor-item-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ alarmRepeatMinutes: 30 }));
  });

  it('refuses letters in a limit locally, with the translated format message on that row', async () => {
    mockApi(() => ok({ total: 2, rows: ROWS }));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('monitor-item-row-edit-DOOR'));
    await screen.findByTestId('monitor-item-form');
    typeIn('monitor-item-rule-1-upperLimit', '11.5 V');
    fireEvent.click(screen.getByTestId('monitor-item-form-submit'));
    expect((await screen.findByTestId('monitor-item-rule-1-error')).textContent).toMatch(/only hold a number/);
  });

  it('refuses item and rule codes with other characters locally, naming the allowed ones on the field and the row', async () => {
    const calls = mockApi(() => ok({ total: 2, rows: ROWS }));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('monitor-item-row-edit-DOOR'));
    await screen.findByTestId('monitor-item-form');
    typeIn('monitor-item-form-code', 'DOOR OPEN');
    typeIn('monitor-item-rule-0-ruleCode', 'OK!');
    fireEvent.click(screen.getByTestId('monitor-item-form-submit'));
    expect((await screen.findByTestId('monitor-item-form-code-error')).textContent).toBe('The item code may only hold letters, digits, dot (.), hyphen (-) and underscore (_)');
    expect(screen.getByTestId('monitor-item-rule-0-error').textContent).toBe('A rule code may only hold letters, digits, dot (.), hyphen (-) and underscore (_)');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('places server refusals: an overlap on its rule row, a taken code on the code field', async () => {
    let answer = { status: 400, body: { code: 400, msg: 'Overlap', errorCode: 'monitorItem.rangeOverlap', fields: [{ path: 'rules.1.lowerLimit', errorCode: 'monitorItem.rangeOverlap' }] } };
    const calls = mockApi((method) => (method === 'PUT' ? answer : ok({ total: 2, rows: ROWS })));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('monitor-item-row-edit-DOOR'));
    expect(((await screen.findByTestId('monitor-item-form-code')) as HTMLInputElement).value).toBe('DOOR');
    fireEvent.click(screen.getByTestId('monitor-item-form-submit'));
    expect((await screen.findByTestId('monitor-item-rule-1-error')).textContent).toBe('Overlap: this range overlaps another rule');
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ itemId: 1001, itemCode: 'DOOR', itemType: '2', status: '1', rules: [{ ruleCode: 'OK', lowerLimit: 11.5, upperLimit: null }, { ruleCode: 'LOW', lowerLimit: null, upperLimit: 11.5 }] });

    answer = { status: 409, body: { code: 409, msg: 'exists', errorCode: 'monitorItem.codeExists', fields: [] } };
    fireEvent.click(screen.getByTestId('monitor-item-form-submit'));
    await waitFor(() => expect(screen.getByTestId('monitor-item-form-code-error').textContent).toBe('The monitoring item code already exists'));
  });

  it('keeps the code and type of a reserved preset fixed in the form', async () => {
    mockApi(() => ok({ total: 2, rows: ROWS }));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('monitor-item-row-edit-BATTERY_VOLTAGE'));
    await screen.findByTestId('monitor-item-form-reserved');
    expect((screen.getByTestId('monitor-item-form-code') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('monitor-item-form-type') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByTestId('monitor-item-form-name') as HTMLInputElement).disabled).toBe(false);
  });

  it('deletes after confirmation', async () => {
    const calls = mockApi((method) => (method === 'DELETE' ? ok(null) : ok({ total: 2, rows: ROWS })));
    renderPage(['*:*:*']);
    fireEvent.click(await screen.findByTestId('monitor-item-row-delete-DOOR'));
    expect((await screen.findByTestId('monitor-item-delete-dialog')).textContent).toContain('Cabinet door');
    fireEvent.click(screen.getByTestId('monitor-item-delete-confirm'));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/product/monitorItem/delete?ids=1001'));
  });
});
