import type { ServerResponse } from 'node:http';
import { encodeBody, encodeMultipart } from '@helmsman/lapi-client';
import { describe, expect, it } from 'vitest';
import { type ProxiedRequest, restoreFormBody } from './request-filter.ts';

function filtered(headers: Record<string, string>, body: unknown): ProxiedRequest {
  const req = { headers: { ...headers }, body } as unknown as ProxiedRequest;
  let nextCalled = false;
  restoreFormBody(req, {} as ServerResponse, () => {
    nextCalled = true;
  });
  expect(nextCalled).toBe(true);
  return req;
}

describe('restoreFormBody (pact-js #884)', () => {
  it('turns the parsed form back into the bytes the client sent, with their length', () => {
    const sent = encodeBody({ email: 'alex@helmsman.test', password: 'p a+s&s=ü' });
    const parsed = Object.fromEntries(new URLSearchParams(sent));
    const req = filtered(
      { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(sent.length) },
      parsed,
    );
    expect(Buffer.isBuffer(req.body) && req.body.toString('utf8')).toBe(sent);
    expect(req.headers['content-length']).toBe(String(Buffer.byteLength(sent)));
  });

  it('corrects content-length when the re-encoded form is shorter or longer', () => {
    const req = filtered(
      { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8', 'content-length': '999' },
      { data: '{}' },
    );
    expect((req.body as Buffer).toString('utf8')).toBe('data=%7B%7D');
    expect(req.headers['content-length']).toBe('11');
  });

  it('leaves multipart bodies alone: the proxy hands them over as raw bytes (upload_image)', () => {
    const { body, contentType } = encodeMultipart(
      { leads_id: 1001, purpose: 'message' },
      { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), filename: 'a.png', contentType: 'image/png' },
    );
    const req = filtered({ 'content-type': contentType, 'content-length': String(body.length) }, body);
    expect(req.body).toBe(body);
    expect(req.headers['content-length']).toBe(String(body.length));
  });

  it('leaves other requests alone (state changes are JSON)', () => {
    const state = { state: 'a customer is logged in', params: {}, action: 'setup' };
    const req = filtered({ 'content-type': 'application/json', 'content-length': '60' }, state);
    expect(req.body).toBe(state);
    expect(req.headers['content-length']).toBe('60');
  });
});
