import type { RouteDefinition } from '@aed/shared/api/route';
import { writeOperLog } from '../data/access/log-writes';
import { AppError } from '../lib/app-error';
import { isFileResult } from '../lib/file-result';
import { logger } from '../lib/logger';
import { monthOf, nowIso, timeId } from '../lib/time';
import type { ApiMiddleware, ApiRequest } from './types';

const SECRET_KEYS = /pass(word)?|pwd|token|secret|avatar|authorization/i;
const MAX_TEXT = 2000;

/** Request parameters with secrets masked and long values cut, for the log. */
export function maskParams(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskParams);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '******' : maskParams(v)]));
  }
  return value;
}

const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s);

/** One operation-log record per call of a route that declares `log` (spec: written by one middleware). */
export const operationLog = (route: RouteDefinition): ApiMiddleware => {
  const spec = route.log;
  const write = async (request: ApiRequest, outcome: { result?: unknown; error?: unknown }) => {
    if (!spec) return;
    const at = nowIso();
    const info = request.context.requestInfo;
    const input = request.context.input ?? { query: request.event.queryStringParameters ?? {}, body: undefined };
    const error = outcome.error;
    try {
      await writeOperLog({
        operId: timeId(),
        month: monthOf(at),
        title: spec.module,
        businessType: spec.type,
        requestMethod: info?.method ?? '',
        operName: request.context.actor?.username ?? '',
        deptId: request.context.actor?.deptId ?? 0,
        deptPath: request.context.actor?.deptPath ?? '',
        operUrl: info?.path ?? '',
        operIp: info?.ip ?? '',
        operParam: clip(JSON.stringify(maskParams(input))),
        jsonResult: clip(isFileResult(outcome.result) ? outcome.result.fileName : JSON.stringify(maskParams(outcome.result ?? null))),
        status: error ? '1' : '0',
        errorMsg: error ? clip(error instanceof AppError ? error.errorCode : 'common.internal') : '',
        costTime: Date.now() - (request.context.startedAt ?? Date.now()),
        operTime: at,
      });
    } catch (e) {
      // A lost log line must not turn a done change into a failure for the user.
      logger.error('operation log write failed', { route: route.id, error: String(e) });
    }
  };
  return {
    after: (request) => write(request, { result: request.response }),
    onError: (request) => write(request, { error: request.error }),
  };
};
