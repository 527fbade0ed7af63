import { COMMON_ERRORS } from '@aed/shared/errors/common-errors';
import type { ApiEnvelope } from '@aed/shared/api/envelope';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError } from '../lib/app-error';
import { isFileResult, isRawJsonResult } from '../lib/file-result';
import { logger } from '../lib/logger';
import { API_HEADERS } from '../lib/security-headers';
import { requestInfoOf, type ApiMiddleware } from './types';

const json = (status: number, envelope: ApiEnvelope<unknown>): APIGatewayProxyStructuredResultV2 => ({
  statusCode: status,
  headers: { ...API_HEADERS, 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(envelope),
});

export function renderError(error: unknown, requestId?: string): APIGatewayProxyStructuredResultV2 {
  if (error instanceof AppError) {
    return json(error.status, {
      code: error.status,
      msg: error.message,
      errorCode: error.errorCode,
      ...(Object.keys(error.params).length ? { params: error.params } : {}),
      ...(error.fields.length ? { fields: error.fields } : {}),
    });
  }
  // Internals never reach the caller; the log keeps them with the request id.
  logger.error('unhandled error', { requestId, error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error) });
  const def = COMMON_ERRORS['common.internal'];
  return json(def.status, { code: def.status, msg: def.message, errorCode: 'common.internal' });
}

/** Outermost middleware: envelope `{ code, msg, data }`, files, security headers, and the one error renderer. */
export const httpEnvelope = (): ApiMiddleware => ({
  before: (request) => {
    request.context.startedAt = Date.now();
    request.context.requestInfo = requestInfoOf(request.event);
  },
  after: (request) => {
    const result = request.response;
    if (isFileResult(result)) {
      const range = result.range;
      request.response = {
        statusCode: range ? 206 : 200,
        headers: {
          ...API_HEADERS,
          'content-type': result.contentType,
          'content-disposition': `${result.inline ? 'inline' : 'attachment'}; filename="${result.fileName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(result.fileName)}`,
          ...(result.inline ? { 'accept-ranges': 'bytes' } : {}),
          ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${range.total}` } : {}),
          'access-control-expose-headers': range ? 'content-disposition, content-range' : 'content-disposition',
        },
        isBase64Encoded: true,
        body: result.body.toString('base64'),
      } satisfies APIGatewayProxyStructuredResultV2;
      return;
    }
    if (isRawJsonResult(result)) {
      request.response = {
        statusCode: 200,
        headers: { ...API_HEADERS, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify(result.document),
      };
      return;
    }
    request.response = json(200, { code: 200, msg: 'Operation successful', data: result ?? null });
  },
  onError: (request) => {
    request.response = renderError(request.error, request.context.awsRequestId);
  },
});
