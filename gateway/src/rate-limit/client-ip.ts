import { addressList, normaliseAddress } from '@helmsman/domain/net';

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

export { addressList, normaliseAddress } from '@helmsman/domain/net';

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
