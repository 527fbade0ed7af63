import * as z from 'zod';

/** What the PDF function is asked (decision 0056): checked on arrival like any request. */
export const pdfRequest = z.object({
  html: z.string().min(1).max(2_000_000),
  key: z.string().regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/).max(512),
  assets: z.array(z.string().regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/).max(512)).max(100),
  footerTemplate: z.string().max(10_000).optional(),
});

/** Its answer: the stored PDF, or why there is none (never a stack trace). */
export const pdfAnswer = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), key: z.string(), bytes: z.number(), pages: z.number(), renderMs: z.number() }),
  z.object({ ok: z.literal(false), reason: z.string() }),
]);
export type PdfAnswer = z.output<typeof pdfAnswer>;
