/**
 * The inspection-report state machine (docs/decisions/0055), as data: both tiers read it (the server to refuse, the
 * screens to offer only what a state allows).
 */
import { REPORT_STATE_REFUSALS } from '../errors/report-errors';

/** 0 to be submitted, 1 to be audited, 2 to be sent, 3 rejected (back to its creator), 4 sent (spec section 4). */
export const REPORT_STATES = ['0', '1', '2', '3', '4'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const REPORT_STATE = { toSubmit: '0', toAudit: '1', toSend: '2', rejected: '3', sent: '4' } as const satisfies Record<string, ReportState>;
/** The label key of each state (`report:state.<label>`). */
export const REPORT_STATE_LABEL: Readonly<Record<ReportState, 'toSubmit' | 'toAudit' | 'toSend' | 'rejected' | 'sent'>> = { '0': 'toSubmit', '1': 'toAudit', '2': 'toSend', '3': 'rejected', '4': 'sent' };

/** Made by the platform when a maintenance order completes, or exported by a user from a device's orders. */
export const REPORT_SOURCES = ['auto', 'manual'] as const;
export type ReportSource = (typeof REPORT_SOURCES)[number];

export const REPORT_ACTIONS = ['submit', 'approve', 'reject', 'modify', 'send'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];
/** What a log line records: the actions, and the report's creation. */
export const REPORT_LOG_ACTIONS = ['create', ...REPORT_ACTIONS] as const;
export type ReportLogAction = (typeof REPORT_LOG_ACTIONS)[number];

/** The audit's answer (spec section 4): pass or reject; '' before any audit. */
export const AUDIT_RESULTS = ['pass', 'reject'] as const;
export type AuditResult = (typeof AUDIT_RESULTS)[number];

/**
 * The state an action leads to from each state where it is allowed (absent: refused). Modifying an approved report
 * (to be sent) sends it back to audit: the approval was given to what it said. Sending is the next slice's route.
 */
export const REPORT_TRANSITIONS: Readonly<Record<ReportAction, Partial<Record<ReportState, ReportState>>>> = {
  submit: { '0': '1', '3': '1' },
  approve: { '1': '2' },
  reject: { '1': '3' },
  modify: { '0': '0', '1': '1', '2': '1', '3': '3' },
  send: { '2': '4' },
};

export type ReportRefusal = (typeof REPORT_STATE_REFUSALS)[keyof typeof REPORT_STATE_REFUSALS];

/** The next state, or why the action is refused in `state`. */
export function reportTransition(state: ReportState, action: ReportAction): { next: ReportState } | { refused: ReportRefusal } {
  const next = REPORT_TRANSITIONS[action][state];
  if (next !== undefined) return { next };
  if (state === REPORT_STATE.sent) return { refused: REPORT_STATE_REFUSALS.sent };
  if (action === 'approve' || action === 'reject') return { refused: REPORT_STATE_REFUSALS.notToAudit };
  if (action === 'send') return { refused: REPORT_STATE_REFUSALS.notApproved };
  return { refused: REPORT_STATE_REFUSALS.notToSubmit };
}

/** The actions a state allows (the screens offer only these, with the caller's permissions). */
export const reportActionsAllowedIn = (state: ReportState): ReportAction[] => REPORT_ACTIONS.filter((a) => REPORT_TRANSITIONS[a][state] !== undefined);
