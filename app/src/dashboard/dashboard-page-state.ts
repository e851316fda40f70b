import type { CustomerFlagKind } from '@helmsman/domain';
import type { DashboardView } from '@helmsman/ui';
import type { DashboardQuery, CustomerFlagKind as SchemaFlagKind } from '../gql/hooks.ts';

const flagKinds: Record<SchemaFlagKind, CustomerFlagKind> = {
  BILLING: 'billing',
  EXPIRED_CARD: 'expiredCard',
  OTHER: 'other',
};

/** The Dashboard query's answer as DashboardScreen's props (the schema's enums in the design system's words). */
export function toDashboardView({ dashboard }: DashboardQuery): DashboardView {
  const shipment = dashboard.nextShipment;
  return {
    firstName: dashboard.firstName,
    flags: dashboard.flags.map((flag) => ({ ...flag, kind: flagKinds[flag.kind] })),
    billingProblem: dashboard.billingProblem,
    pendingOrders: dashboard.pendingOrders,
    unreadMessageCount: dashboard.unreadMessageCount,
    // The gateway only picks a scheduled subscription; a date-less one would have nothing to show.
    nextShipment: shipment?.nextShipDate ? { ...shipment, nextShipDate: shipment.nextShipDate } : null,
    recentMessages: dashboard.recentMessages.map((message) => ({
      ...message,
      sender: message.sender === 'DOCTOR' ? 'doctor' : 'patient',
    })),
    unavailable: dashboard.unavailable,
  };
}
