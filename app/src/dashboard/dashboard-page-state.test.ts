import { describe, expect, it } from 'vitest';
import type { DashboardQuery } from '../gql/hooks.ts';
import { toDashboardView } from './dashboard-page-state.ts';

function answer(dashboard: Partial<DashboardQuery['dashboard']>): DashboardQuery {
  return {
    dashboard: {
      firstName: 'Alex',
      flags: [],
      billingProblem: null,
      pendingOrders: [],
      unreadMessageCount: 0,
      nextShipment: null,
      recentMessages: [],
      unavailable: [],
      ...dashboard,
    },
  };
}

describe('toDashboardView', () => {
  it("puts the schema's flag kinds and message senders in the design system's words", () => {
    const view = toDashboardView(
      answer({
        flags: [
          { kind: 'BILLING', label: 'Payment declined', meaning: 'm', orderNumber: '100233' },
          { kind: 'EXPIRED_CARD', label: 'Card expired', meaning: 'm', orderNumber: null },
          { kind: 'OTHER', label: 'Photo ID needed', meaning: 'm', orderNumber: null },
        ],
        recentMessages: [
          {
            id: '2',
            sender: 'DOCTOR',
            senderName: 'Dr. Maya Lindqvist, MD',
            body: 'b',
            sentAt: 's',
            readAt: null,
          },
          { id: '1', sender: 'PATIENT', senderName: 'Alex Berg', body: 'b', sentAt: 's', readAt: 'r' },
        ],
      }),
    );
    expect(view.flags.map((flag) => flag.kind)).toEqual(['billing', 'expiredCard', 'other']);
    expect(view.flags[0]?.orderNumber).toBe('100233');
    expect(view.recentMessages.map((message) => message.sender)).toEqual(['doctor', 'patient']);
  });

  it('keeps a scheduled next shipment and drops one without a date', () => {
    const shipment = {
      id: '7001',
      productName: 'Sleep Gummies',
      category: 'sleep',
      image: null,
      nextShipDate: '2026-11-14',
    };
    expect(toDashboardView(answer({ nextShipment: shipment })).nextShipment).toEqual({
      ...shipment,
      nextShipDate: '2026-11-14',
    });
    expect(
      toDashboardView(answer({ nextShipment: { ...shipment, nextShipDate: null } })).nextShipment,
    ).toBeNull();
  });

  it('passes the parts that failed to load through', () => {
    expect(toDashboardView(answer({ unavailable: ['MESSAGES'] })).unavailable).toEqual(['MESSAGES']);
  });
});
