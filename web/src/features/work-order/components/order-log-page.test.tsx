import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { mockApi, ok, renderScreen } from '../../../test/render';
import OrderLogPage from './order-log-page';
import { breakableName } from './order-log-table';

const LINES = [
  { orderId: 2, orderNo: 'WO-0002', kind: '5', seq: 3, action: 'process', fromState: '1', toState: '2', handlerId: 9, handlerName: 'Tech', reason: '', operator: 'tech', time: '2026-11-03T08:00:00.000Z' },
  { orderId: 1, orderNo: 'WO-0001', kind: '2', seq: 4, action: 'return', fromState: '1', toState: '0', handlerId: 9, handlerName: 'Tech', reason: 'Wrong device', operator: 'tech', time: '2026-11-02T08:00:00.000Z' },
  { orderId: 1, orderNo: 'WO-0001', kind: '2', seq: 1, action: 'create', fromState: null, toState: '0', handlerId: 0, handlerName: '', reason: '', operator: 'admin', time: '2026-11-01T07:00:00.000Z' },
];

afterEach(() => vi.unstubAllGlobals());

describe('OrderLogPage', () => {
  it('lists the log lines (action, states, handler, reason) and puts the action filter in the URL and the request', async () => {
    const calls = mockApi((_method, path) => {
      if (path.startsWith('/upms/system/dept/treeselect')) return ok([]);
      if (path.startsWith('/workorder/order/log/page')) return ok({ total: 3, rows: LINES });
      return ok(null);
    });
    const { router } = renderScreen(OrderLogPage, '/workorder/log', ['workorder:order:handle']);
    const line = await screen.findByTestId('order-log-row-1-4');
    expect(line.textContent).toContain('Return');
    expect(line.textContent).toContain('Pending handling → Pending assignment');
    expect(line.textContent).toContain('Wrong device');
    // one cell per column: the time was a cell inside a cell (drawn as a box, clipped at 1440 px)
    expect(document.querySelectorAll('td td')).toHaveLength(0);
    expect(line.querySelectorAll('td')).toHaveLength(7);
    // the column holds a return's (or cancel's) reason and a dispatch's remark
    expect(screen.getByTestId('order-log-table').textContent).toContain('Reason / remark');
    // the state column may wrap after the arrow (each state stays whole), so Operator and Time fit at 1440 px
    const states = [...screen.getByTestId('order-log-transition-1-4').querySelectorAll('span')].map((s) => s.textContent);
    expect(states).toEqual(['Pending handling →', 'Pending assignment']);
    // the table frame sets nowrap for every cell: this one may wrap
    expect(getComputedStyle(screen.getByTestId('order-log-transition-1-4')).whiteSpace).toBe('normal');
    expect(screen.getByTestId('order-log-row-1-1').textContent).toContain('— → Pending assignment');
    // an "other" order's states in its own words, as its list says them
    expect(screen.getByTestId('order-log-transition-2-3').textContent).toBe('Pending → Processed');
    fireEvent.change(screen.getByTestId('order-log-search-action'), { target: { value: 'return' } });
    fireEvent.click(screen.getByTestId('order-log-search-submit'));
    await waitFor(() => expect(router.state.location.search).toEqual({ action: 'return' }));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/workorder/order/log/page?') && /action=return/.test(c.path))).toBe(true));
  });

  it('lets a long account name break after its dots (it kept Time out of a 1440 px screen)', () => {
    const { container } = render(<span>{breakableName('walk16.handler.en5bz1')}</span>);
    expect(container.textContent).toBe('walk16.handler.en5bz1');
    expect(container.querySelectorAll('wbr')).toHaveLength(2);
  });
});
