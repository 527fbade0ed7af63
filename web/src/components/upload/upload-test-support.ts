/** Test stand-ins for the upload path: the API (fetch) and object storage (XMLHttpRequest with upload progress). */
import { vi } from 'vitest';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const ok = (data: unknown) => json({ code: 200, msg: 'ok', data });
export const refusal = (status: number, errorCode: string, params: Record<string, unknown> = {}) => json({ code: status, msg: errorCode, errorCode, params }, status);

export const PRESIGNED = { uploadId: '11111111-1111-4111-8111-111111111111', url: 'http://storage.test/bucket', fields: { key: 'upload/100/x', Policy: 'p', 'X-Amz-Signature': 's' }, maxBytes: 5 * 1024 * 1024, expiresAt: '2026-01-01T00:00:00Z' };

/** Answers presign and confirm; `confirm` may be replaced by a refusal. */
export function mockUploadApi({ confirm, presign }: { confirm?: () => Response; presign?: () => Response } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init.body ? JSON.parse(String(init.body)) : {};
    if (url.pathname.endsWith('/common/upload/presign')) return presign?.() ?? ok(PRESIGNED);
    if (url.pathname.endsWith('/common/upload/confirm')) return confirm?.() ?? ok({ uploadId: body.uploadId, purpose: 'image', fileName: 'photo.png', contentType: 'image/png', size: 2048, state: 'confirmed', createTime: '2026-01-01T00:00:00Z' });
    return json({ code: 404, msg: 'No such API route', errorCode: 'common.routeNotFound' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What the fake storage received: the URL and the form's entries. */
export const storagePosts: { url: string; entries: [string, FormDataEntryValue][] }[] = [];

/** Object storage: reports progress at half and at the end, then answers `status`. */
export function mockStorage(status = 204) {
  storagePosts.length = 0;
  class FakeXhr {
    status = 0;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      storagePosts.push({ url: this.url, entries: [...form.entries()] });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
          this.status = status;
          this.onload?.();
        }, 20);
      }, 5);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
