import { css } from '#styled-system/css';
import type { AccountAddressView } from './account-screen.tsx';

/** An address on file, one line each (the summary, and the billing form while 'Same as shipping'). */
export function AddressLines({ address }: { address: AccountAddressView }) {
  const lines = [
    address.address,
    address.address2,
    `${address.city}, ${address.state} ${address.zip}`,
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
