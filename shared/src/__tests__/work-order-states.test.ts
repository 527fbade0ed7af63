import { describe, expect, it } from 'vitest';
import { actionsAllowedIn, ORDER_ACTIONS, ORDER_STATES, orderStateLabel, orderTransition } from '../schemas/work-order-states';

describe('work-order state machine (decision 0045)', () => {
  it('follows the decision table: state x action -> state, or the refusal', () => {
    const table = Object.fromEntries(ORDER_STATES.map((s) => [s, Object.fromEntries(ORDER_ACTIONS.map((a) => [a, orderTransition(s, a)]))]));
    expect(table).toEqual({
      '0': { dispatch: { next: '1' }, process: { refused: 'order.notAssigned' }, return: { refused: 'order.notAssigned' }, modify: { next: '0' }, cancel: { next: '3' } },
      '1': { dispatch: { next: '1' }, process: { next: '2' }, return: { next: '0' }, modify: { next: '1' }, cancel: { next: '3' } },
      '2': { dispatch: { refused: 'order.finished' }, process: { refused: 'order.finished' }, return: { refused: 'order.finished' }, modify: { refused: 'order.finished' }, cancel: { refused: 'order.finished' } },
      '3': { dispatch: { refused: 'order.finished' }, process: { refused: 'order.finished' }, return: { refused: 'order.finished' }, modify: { refused: 'order.finished' }, cancel: { refused: 'order.finished' } },
    });
  });

  it('offers a finished order no action, and a pending one what its state allows', () => {
    expect(actionsAllowedIn('2')).toEqual([]);
    expect(actionsAllowedIn('3')).toEqual([]);
    expect(actionsAllowedIn('0')).toEqual(['dispatch', 'modify', 'cancel']);
    expect(actionsAllowedIn('1')).toEqual(['dispatch', 'process', 'return', 'modify', 'cancel']);
  });

  it('names a state in the vocabulary of its kind', () => {
    expect(['0', '1', '2'].map((s) => orderStateLabel('1', s as '0'))).toEqual(['pendingAssignment', 'pendingHandling', 'completed']);
    expect(['0', '1', '2'].map((s) => orderStateLabel('5', s as '0'))).toEqual(['pending', 'pending', 'processed']);
    expect(orderStateLabel('3', '3')).toBe('cancelled');
  });
});
