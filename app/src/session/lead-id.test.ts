import { describe, expect, it } from 'vitest';
import { takeInboundLeadId } from './lead-id.ts';

function fakeDocument(cookie: string) {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
}

describe('takeInboundLeadId', () => {
  it('reads the lead id and removes the cookie', () => {
    const doc = fakeDocument('a=1; leads_id=1001; b=2');
    expect(takeInboundLeadId(doc)).toBe('1001');
    expect(doc.written).toEqual(['leads_id=; Max-Age=0; Path=/; SameSite=Lax']);
  });

  it('ignores a missing or malformed id', () => {
    expect(takeInboundLeadId(fakeDocument('a=1'))).toBeNull();
    const doc = fakeDocument('leads_id=<script>');
    expect(takeInboundLeadId(doc)).toBeNull();
    expect(doc.written).toHaveLength(1);
  });
});
