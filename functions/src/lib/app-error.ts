import type { ErrorParam } from '@aed/shared/api/envelope';
import { ERRORS, type ErrorCode } from '@aed/shared/errors/codes';

/** A param as the English server message quotes it. */
const englishOf = (value: ErrorParam | undefined): string => (value === undefined ? '' : typeof value === 'object' ? value.en : String(value));

/** The one error type domain code throws; rendered once by the http-envelope middleware. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly errorCode: ErrorCode,
    readonly params: Record<string, ErrorParam> = {},
    readonly fields: { path: string; errorCode: string }[] = [],
  ) {
    const def = ERRORS[errorCode];
    super(def.message.replace(/\{\{(\w+)\}\}/g, (_, k: string) => englishOf(params[k])));
    this.name = 'AppError';
    this.status = def.status;
  }
}

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && value in ERRORS;
