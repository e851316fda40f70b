import { css } from '#styled-system/css';
import type { AccountAddressView } from './types.ts';

/** A postal address as the screens show it: an account's address on file, an order's shipping address. */
export interface PostalAddress {
  address: string;
  address2?: string | null;
  city: string;
  state: string;
  zip: string;
  /** Shown as its own last line when given (orders carry one; the account does not). */
  country?: string | null;
}

/** A postal address, one line each: street, second line, 'City, ST 12345', country. */
export function AddressLines({ address }: { address: PostalAddress }) {
  const lines = [
    address.address,
    address.address2,
    `${address.city}, ${address.state} ${address.zip}`,
    address.country,
  ].filter((line): line is string => Boolean(line));
  return (
    <span className={addressStyle}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}

const addressStyle = css({ display: 'flex', flexDirection: 'column' });

/** An address on file as the address fields' values ('' for what is missing). */
export function toFormAddress(address: AccountAddressView | null) {
  return {
    address: address?.address ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zip: address?.zip ?? '',
  };
}

/** Whether two addresses on file are the same place, whatever the case and spacing. */
export function sameAddress(a: AccountAddressView | null, b: AccountAddressView | null): boolean {
  if (!a || !b) return false;
  const same = (x: string | null, y: string | null) =>
    (x ?? '').trim().toLowerCase() === (y ?? '').trim().toLowerCase();
  return addressKeys.every((key) => same(a[key], b[key]));
}

const addressKeys = ['address', 'address2', 'city', 'state', 'zip'] as const;
