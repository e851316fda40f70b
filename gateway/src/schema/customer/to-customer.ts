import type { CustomerBasics } from '@helmsman/lapi-client';
import type { Customer } from '../types.generated.ts';

export function toCustomer(basics: CustomerBasics): Customer {
  return {
    leadsId: String(basics.leads_id),
    email: basics.email,
    firstName: basics.first_name,
    lastName: basics.last_name,
    prospectsId: basics.prospects_id === null ? null : String(basics.prospects_id),
  };
}
