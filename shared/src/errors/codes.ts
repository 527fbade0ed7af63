import { COMMON_ERRORS } from './common-errors';
import { AUTH_ERRORS } from './auth-errors';
import { CONFIG_ERRORS } from './config-errors';

/**
 * Stable error codes, one file per module (`<module>-errors.ts`), merged here. The server answers `{ code: <http status>, msg: <English>, errorCode, params? }`;
 * the SPA translates `errorCode` (namespace `errors`) and falls back to `msg`.
 */
export const ERRORS = { ...COMMON_ERRORS, ...AUTH_ERRORS, ...CONFIG_ERRORS } as const;


export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];
