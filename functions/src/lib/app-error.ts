import type { ErrorParam } from '@aed/shared/api/envelope';
import { COMMON_ERRORS } from '@aed/shared/errors/common-errors';
import type { ErrorCode } from '@aed/shared/errors/codes';
import type { ErrorDefinitions } from '@aed/shared/errors/error-definition';
import { VALIDATION_ERRORS, type ValidationErrorCode } from '@aed/shared/errors/validation-errors';

/** A param as the English server message quotes it. */
const englishOf = (value: ErrorParam | undefined): string => (value === undefined ? '' : typeof value === 'object' ? value.en : String(value));

export type CommonErrorCode = keyof typeof COMMON_ERRORS;

/** A code with what the answer needs: its HTTP status and English text (from its module's table). */
export interface ErrorRef {
  code: ErrorCode;
  status: number;
  message: string;
}

/**
 * The entry of `code` in its module's table (`shared/src/errors/<module>-errors.ts`); a code the table lacks does not
 * compile. Each module's table is imported where its codes are thrown, so a handler carries only the tables of the
 * modules it can refuse for (decision 0034), not every module's.
 */
export const errorRef = <T extends ErrorDefinitions>(table: T, code: keyof T & string): ErrorRef => ({ code: code as ErrorCode, ...table[code] });

/** The one error type domain code throws; rendered once by the http-envelope middleware. */
export class AppError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode;
  /** What it was made from: to answer the same refusal again with other params. */
  readonly definition: ErrorRef;
  /** A common code (`common.conflict`), or a module's code resolved by `errorRef` / `AppError.of`. */
  constructor(
    error: CommonErrorCode | ErrorRef,
    readonly params: Record<string, ErrorParam> = {},
    readonly fields: { path: string; errorCode: string }[] = [],
  ) {
    const ref: ErrorRef = typeof error === 'string' ? errorRef(COMMON_ERRORS, error) : error;
    super(ref.message.replace(/\{\{(\w+)\}\}/g, (_, k: string) => englishOf(params[k])));
    this.name = 'AppError';
    this.errorCode = ref.code;
    this.definition = ref;
    this.status = ref.status;
  }

  /** `throw AppError.of(DEVICE_ERRORS, 'device.notFound')`: a module's code, checked against its table. */
  static of<T extends ErrorDefinitions>(table: T, code: keyof T & string, params?: Record<string, ErrorParam>, fields?: { path: string; errorCode: string }[]): AppError {
    return new AppError(errorRef(table, code), params, fields);
  }
}

/** Is this a code a request's field can be refused with (a zod issue's message: shared/src/errors/validation-errors.ts)? */
export const isValidationCode = (value: unknown): value is ValidationErrorCode => typeof value === 'string' && Object.hasOwn(VALIDATION_ERRORS, value);
