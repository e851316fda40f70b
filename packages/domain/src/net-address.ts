import { BlockList, isIP } from 'node:net';

/**
 * Client addresses as the gateway and the legacy API both read them (the rate limits' client, the
 * audit trail's origin). Node only: `@helmsman/domain/net`, never in the browser's bundle.
 */

/** `::ffff:1.2.3.4` → `1.2.3.4`; `1.2.3.4:5678` or `[::1]:5678` (some proxies add the port) → the address; not an address → null. */
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

/**
 * A list of addresses and CIDR ranges (`10.0.0.0/8`, `fd00::/8`, `192.0.2.7`); a malformed entry
 * throws, named after the setting it came from when `setting` is given.
 */
export function addressList(entries: readonly string[], setting?: string): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [network = '', prefix] = entry.split('/');
    const family = isIP(network);
    if (family === 0) {
      throw new Error(
        setting
          ? `${setting}: not an IP address or CIDR range: ${entry}`
          : `Not an IP address or CIDR range: ${entry}`,
      );
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(network, type);
    else list.addSubnet(network, Number(prefix), type);
  }
  return (address) => list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6');
}
