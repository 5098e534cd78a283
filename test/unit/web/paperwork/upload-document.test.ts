// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { putToPresignedUrl, uploadDocument } from '#web/lib/paperwork/upload-document.ts';

/** A stand-in XMLHttpRequest that records what is sent and answers as told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  static status = 200;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.body = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ loaded: body.size / 2, total: body.size, lengthComputable: true });
      this.status = FakeXhr.status;
      this.onload?.();
    });
  }
  abort() {
    this.onabort?.();
  }
}

const upload = {
  url: 'http://localhost:3003/lanepay-paperwork/bills/b1/d1?X-Amz-Signature=abc',
  method: 'PUT' as const,
  headers: { 'content-type': 'image/png', 'content-length': '8' },
  expiresAt: '2026-01-01T00:15:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeXhr.status = 200;
});

describe('putToPresignedUrl', () => {
  it('PUTs the file with the signed headers the browser lets a page set, reporting progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const file = new Blob([new Uint8Array(8)], { type: 'image/png' });
    const progress = vi.fn();
    await putToPresignedUrl(upload, file, progress);
    const xhr = FakeXhr.last as FakeXhr;
    expect([xhr.method, xhr.url]).toEqual(['PUT', upload.url]);
    // Content-Length is the browser's own (from the body), still the signed value.
    expect(xhr.headers).toEqual({ 'content-type': 'image/png' });
    expect(xhr.body).toBe(file);
    expect(progress.mock.calls.map(([p]) => p)).toEqual([
      { loaded: 4, total: 8 },
      { loaded: 8, total: 8 },
    ]);
  });

  it('rejects with the status when the bucket refuses', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.status = 403;
    const failure = await putToPresignedUrl(upload, new Blob(['x'])).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(403);
  });
});

describe('uploadDocument', () => {
  it('asks for a presigned upload, PUTs the file, then completes it and returns the bill', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const requests: { url: string; method: string; body: unknown; ifMatch: string | null }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      requests.push({
        url,
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : null,
        ifMatch: new Headers(init?.headers).get('if-match'),
      });
      const body = url.endsWith('/complete')
        ? { bill: { id: 'b1', documents: [{ id: 'd1', status: 'attached' }] } }
        : { document: { id: 'd1' }, upload };
      return new Response(JSON.stringify(body), { status: url.endsWith('/complete') ? 200 : 201 });
    });
    const file = new File([new Uint8Array(8)], 'scan.TIFF', { type: '' });
    const bill = await uploadDocument({ billId: 'b1', version: 4, file, imageTypeId: 2 });
    // Starting the upload changes nothing; attaching it is made on the version of the bill the user saw.
    expect(requests).toEqual([
      {
        url: '/api/v1/settlement/bills/b1/documents',
        method: 'POST',
        body: { fileName: 'scan.TIFF', contentType: 'image/tiff', sizeBytes: 8, imageTypeId: 2 },
        ifMatch: null,
      },
      { url: '/api/v1/settlement/bills/b1/documents/d1/complete', method: 'POST', body: null, ifMatch: '"v4"' },
    ]);
    expect(FakeXhr.last?.url).toBe(upload.url);
    expect(bill).toMatchObject({ id: 'b1' });
  });
});
