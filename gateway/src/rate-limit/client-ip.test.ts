import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { createClientIpResolver, normaliseAddress, UNKNOWN_CLIENT } from './client-ip.ts';

describe('client address (TRUSTED_PROXIES)', () => {
  it('is the socket peer, and X-Forwarded-For is ignored, when no proxy is trusted', () => {
    const clientIp = createClientIpResolver([]);
    expect(clientIp('198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(clientIp('::ffff:198.51.100.7', undefined)).toBe('198.51.100.7');
    expect(clientIp(undefined, '203.0.113.9')).toBe(UNKNOWN_CLIENT);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    const clientIp = createClientIpResolver(['10.0.0.0/8']);
    expect(clientIp('198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });

  it('takes the rightmost address that is not a trusted proxy, behind one', () => {
    const clientIp = createClientIpResolver(['10.0.0.0/8', '2001:db8::/32', '192.0.2.1']);
    // The client wrote the first entry itself: it is never believed.
    expect(clientIp('10.1.2.3', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    // Two proxies: the CDN (192.0.2.1) appended the client, the load balancer (10.x) appended the CDN.
    expect(clientIp('::ffff:10.0.0.2', '1.2.3.4, 203.0.113.9, 192.0.2.1')).toBe('203.0.113.9');
    expect(clientIp('2001:db8::5', '2001:DB8:FFFF::1, 198.51.100.20:443')).toBe('198.51.100.20');
  });

  it('falls back to the nearest trusted hop when the header has nothing better', () => {
    const clientIp = createClientIpResolver(['10.0.0.0/8']);
    expect(clientIp('10.0.0.2', undefined)).toBe('10.0.0.2');
    expect(clientIp('10.0.0.2', '10.0.0.9')).toBe('10.0.0.9');
    expect(clientIp('10.0.0.2', 'not-an-address')).toBe('10.0.0.2');
  });

  it('normalises IPv4-mapped IPv6, ports and brackets', () => {
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseAddress(' 203.0.113.9:8443 ')).toBe('203.0.113.9');
    expect(normaliseAddress('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normaliseAddress('unknown')).toBeNull();
  });

  it('refuses a list entry that is not an address or a range', () => {
    expect(() => createClientIpResolver(['10.0.0.0/8', 'proxy.internal'])).toThrow(/Not an IP address/);
  });
});

describe('TRUSTED_PROXIES', () => {
  it('takes IPv4 and IPv6 addresses and CIDR ranges, comma-separated; none by default', () => {
    expect(readConfig({}).TRUSTED_PROXIES).toEqual([]);
    expect(
      readConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7,2001:db8::/32 , ::1' }).TRUSTED_PROXIES,
    ).toEqual(['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', '::1']);
  });

  it.each(['proxy.internal', '10.0.0.0/33', '10.0.0', '*'])('refuses %s', (entry) => {
    expect(() => readConfig({ TRUSTED_PROXIES: `10.0.0.1,${entry}` })).toThrow(/TRUSTED_PROXIES/);
  });
});
