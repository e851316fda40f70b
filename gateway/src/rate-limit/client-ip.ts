import { BlockList, isIP } from 'node:net';

/**
 * Who the client is, for the per-address limits. The socket's peer, unless that peer is one of our
 * trusted proxies (TRUSTED_PROXIES): then X-Forwarded-For, read from the right (each proxy appends the
 * address it got the request from), and the first address that is not a trusted proxy is the client.
 * Anything left of it was written by the client and proves nothing. Without trusted proxies the header
 * is never read, so a client cannot pick the address its attempts are counted under.
 */
export type ClientIpResolver = (
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
) => string;

/** The key of requests whose peer is unknown (in-process requests, e.g. tests calling `app.fetch`). */
export const UNKNOWN_CLIENT = 'unknown';

/** `::ffff:1.2.3.4` → `1.2.3.4`; `1.2.3.4:5678` or `[::1]:5678` (some proxies add the port) → the address. */
export function normaliseAddress(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let address = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (withPort?.[1]) address = withPort[1];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  return isIP(address) === 0 ? null : address.toLowerCase();
}

/** A list of addresses and CIDR ranges (`10.0.0.0/8`, `fd00::/8`, `192.0.2.7`). */
export function addressList(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [network = '', prefix] = entry.split('/');
    const family = isIP(network);
    if (family === 0) throw new Error(`Not an IP address or CIDR range: ${entry}`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(network, type);
    else list.addSubnet(network, Number(prefix), type);
  }
  return (address) => list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}

export function createClientIpResolver(trustedProxies: readonly string[]): ClientIpResolver {
  if (trustedProxies.length === 0) {
    return (socketAddress) => normaliseAddress(socketAddress) ?? UNKNOWN_CLIENT;
  }
  const isTrusted = addressList(trustedProxies);
  return (socketAddress, forwardedFor) => {
    const peer = normaliseAddress(socketAddress);
    if (peer === null) return UNKNOWN_CLIENT;
    if (!isTrusted(peer) || !forwardedFor) return peer;
    let nearest = peer;
    const hops = forwardedFor.split(',');
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = normaliseAddress(hops[index]);
      // A trusted proxy wrote something that is not an address: the nearest trusted hop is all we know.
      if (hop === null) return nearest;
      if (!isTrusted(hop)) return hop;
      nearest = hop;
    }
    return nearest;
  };
}
