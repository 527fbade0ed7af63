/**
 * The work-order state machine (docs/decisions/0045), as data: both tiers read it (the server to refuse, the screens
 * to offer only what a state allows).
 */
import { ORDER_STATE_REFUSALS } from '../errors/order-errors';

/** Order kinds (spec section 4): 1 alarm, 2 maintenance/repair, 3 installation, 4 training, 5 other. */
export const ORDER_KINDS = ['1', '2', '3', '4', '5'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_KIND = { alarm: '1', maintenance: '2', installation: '3', training: '4', other: '5' } as const satisfies Record<string, OrderKind>;

/** Where an order came from: made by a user, by the platform (IoT rules, the maintenance plan), or by a customer. */
export const ORDER_SOURCES = ['manual', 'auto', 'feedback'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** 0 pending assignment, 1 pending handling, 2 completed, 3 cancelled (a return goes back to 0, flagged returned). */
export const ORDER_STATES = ['0', '1', '2', '3'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_STATE = { pendingAssignment: '0', pendingHandling: '1', completed: '2', cancelled: '3' } as const satisfies Record<string, OrderState>;

export const ORDER_ACTIONS = ['dispatch', 'process', 'return', 'modify', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Who may take an action: a distributor, or the order's own handler. */
export type OrderActor = 'distributor' | 'handler';
export const ORDER_ACTION_ACTOR: Readonly<Record<OrderAction, OrderActor>> = {
  dispatch: 'distributor',
  modify: 'distributor',
  cancel: 'distributor',
  process: 'handler',
  return: 'handler',
};

/** The state an action leads to from each state where it is allowed (absent: refused). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, Partial<Record<OrderState, OrderState>>>> = {
  dispatch: { '0': '1', '1': '1' },
  process: { '1': '2' },
  return: { '1': '0' },
  modify: { '0': '0', '1': '1' },
  cancel: { '0': '3', '1': '3' },
};

/** Why an action is refused in a state (error codes of shared/src/errors; decision 0045's table). */
export type OrderRefusal = (typeof ORDER_STATE_REFUSALS)[keyof typeof ORDER_STATE_REFUSALS];

/** The next state, or why the action is refused in `state`. */
export function orderTransition(state: OrderState, action: OrderAction): { next: OrderState } | { refused: OrderRefusal } {
  const next = ORDER_TRANSITIONS[action][state];
  if (next !== undefined) return { next };
  return { refused: state === '2' || state === '3' ? ORDER_STATE_REFUSALS.finished : ORDER_STATE_REFUSALS.notAssigned };
}

/** The actions a state allows (the screens offer only these). */
export const actionsAllowedIn = (state: OrderState): OrderAction[] => ORDER_ACTIONS.filter((a) => ORDER_TRANSITIONS[a][state] !== undefined);

/**
 * The spec's two vocabularies of one state: maintenance and alarm orders show pending assignment / pending handling /
 * completed; the other kinds pending / processed.
 */
export function orderStateLabel(kind: OrderKind, state: OrderState): 'pendingAssignment' | 'pendingHandling' | 'completed' | 'cancelled' | 'pending' | 'processed' {
  if (state === '3') return 'cancelled';
  if (kind === '1' || kind === '2') return state === '0' ? 'pendingAssignment' : state === '1' ? 'pendingHandling' : 'completed';
  return state === '2' ? 'processed' : 'pending';
}
