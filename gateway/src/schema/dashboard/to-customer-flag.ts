import {
  customerFlagKind,
  customerFlagMeaning,
  type CustomerFlagKind as DomainFlagKind,
} from '@helmsman/domain';
import type { Lander } from '@helmsman/lapi-client';
import type { CustomerFlag, CustomerFlagKind } from '../types.generated.ts';

const schemaKind: Record<DomainFlagKind, CustomerFlagKind> = {
  billing: 'BILLING',
  expiredCard: 'EXPIRED_CARD',
  other: 'OTHER',
};

/** One of the lander's flags as the schema's CustomerFlag, with its meaning in plain words. */
export function toCustomerFlag(flag: Lander['flags'][number]): CustomerFlag {
  const kind = customerFlagKind(flag.type);
  const orderNumber = flag.orders_id === null ? null : String(flag.orders_id);
  return {
    kind: schemaKind[kind],
    label: flag.label,
    meaning: customerFlagMeaning(kind, orderNumber),
    orderNumber,
  };
}
