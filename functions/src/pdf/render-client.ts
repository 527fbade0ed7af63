/**
 * How a route or a job gets a PDF (decision 0056): in AWS by invoking the PDF function (`PDF_FUNCTION_ARN`), locally
 * in its own process with the machine's Chromium. Configuration alone chooses; both answer the same.
 */
import { env } from '../lib/env';
import { pdfAnswer, type PdfAnswer } from './pdf-request';
import type { PdfRequest, PdfResult } from './render-pdf';

/** No PDF came of the request; `reason` is for the log, never for the user. */
export class PdfFailedError extends Error {}

async function invokeFunction(functionArn: string, request: PdfRequest): Promise<PdfAnswer> {
  const { InvokeCommand, LambdaClient } = await import('@aws-sdk/client-lambda');
  const out = await new LambdaClient({ region: env.region }).send(
    new InvokeCommand({ FunctionName: functionArn, InvocationType: 'RequestResponse', Payload: new TextEncoder().encode(JSON.stringify(request)) }),
  );
  if (out.FunctionError) return { ok: false, reason: `function error: ${out.FunctionError}` };
  return pdfAnswer.parse(JSON.parse(new TextDecoder().decode(out.Payload)));
}

async function renderHere(request: PdfRequest): Promise<PdfAnswer> {
  const { handler } = await import('./pdf-handler');
  return handler(request);
}

export async function renderPdf(request: PdfRequest): Promise<PdfResult> {
  const functionArn = env.pdfFunctionArn;
  const answer = await (functionArn ? invokeFunction(functionArn, request) : renderHere(request)).catch((err: unknown) => ({ ok: false as const, reason: err instanceof Error ? err.message : String(err) }));
  if (!answer.ok) throw new PdfFailedError(answer.reason);
  const { ok: _ok, ...result } = answer;
  return result;
}
