import type { ErrorDefinitions } from './error-definition';

/** The monthly report (docs/decisions/0051), inspection reports (0055) and their email schedule (0057). */
export const REPORT_ERRORS = {
  'report.futureMonth': { status: 400, message: 'The month has not begun yet: choose this month or an earlier one' },
  'report.tooLarge': { status: 413, message: 'The organization has too many devices or alarms for one report: choose an organization lower in the tree' },
  'report.notFound': { status: 404, message: 'The inspection report does not exist' },
  'report.conflict': { status: 409, message: 'The report was changed meanwhile: reload it' },
  'report.sent': { status: 409, message: 'The report is sent: it can no longer change' },
  'report.notToSubmit': { status: 409, message: 'Only a report to be submitted or rejected can be submitted' },
  'report.notToAudit': { status: 409, message: 'Only a report waiting for audit can be approved or rejected' },
  'report.notApproved': { status: 409, message: 'Only an approved report can be sent' },
  'report.ownReport': { status: 403, message: 'You made or signed this report: another auditor approves or rejects it' },
  'report.noOrder': { status: 409, message: 'The device has no order, so no report can be made' },
  'report.logoMissing': { status: 409, message: 'Agent logo not found: upload a logo for the organization or one above it' },
  'report.pdfFailed': { status: 502, message: 'Failed to generate PDF' },
  'report.receiverInvalid': { status: 400, message: "Failed to send report since the receiver's information is wrong" },
  'report.sending': { status: 409, message: 'The report is being sent by someone else: wait a moment and reload it' },
  'report.sendFailed': { status: 502, message: 'Fail to send: the mail waits in Email management for a resend' },
  'reportSchedule.exists': { status: 409, message: 'The organization has a report email schedule already: edit it' },
  'reportSchedule.notFound': { status: 404, message: 'The report email schedule does not exist' },
  'reportSchedule.outsideSubtree': { status: 403, message: 'Only users whose data scope covers the organization and all its sub-organizations can set its report email schedule: its mailings carry their reports' },
  'reportSchedule.conflict': { status: 409, message: 'The schedule was changed meanwhile: reload it' },
  'report.badCursor': { status: 400, message: 'The list changed, start again from the first page' },
} as const satisfies ErrorDefinitions;

/** The refusals of the report state machine (shared/src/schemas/report-states.ts `reportTransition`). */
export const REPORT_STATE_REFUSALS = { sent: 'report.sent', notToSubmit: 'report.notToSubmit', notToAudit: 'report.notToAudit', notApproved: 'report.notApproved' } as const satisfies Record<string, keyof typeof REPORT_ERRORS>;
