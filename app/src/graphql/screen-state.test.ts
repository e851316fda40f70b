import { messages } from '@helmsman/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { ClientError } from 'graphql-request';
import { describe, expect, it, vi } from 'vitest';
import { toScreenState } from './screen-state.ts';

type Data = { count: number };
const ready = (data: Data) => ({ state: 'ready' as const, count: data.count });
const query = (fields: Partial<UseQueryResult<Data, unknown>>) => fields as UseQueryResult<Data, unknown>;

describe('toScreenState', () => {
  it('is loading while the query is pending', () => {
    expect(toScreenState(query({ isPending: true, isError: false }), ready)).toEqual({ state: 'loading' });
  });

  it("shows the gateway's message for a failed query, and Retry refetches it", () => {
    const refetch = vi.fn();
    // As graphql-request reports a GraphQL error answer (only the message is read).
    const errors = [{ message: messages.genericV2Failure }] as ClientError['response']['errors'];
    const error = new ClientError(
      { status: 200, headers: new Headers(), body: '', errors },
      { query: '{ x }' },
    );
    const state = toScreenState(query({ isPending: false, isError: true, error, refetch }), ready);
    expect(state).toMatchObject({ state: 'error', message: messages.genericV2Failure });
    if (state.state !== 'error') throw new Error('expected the error state');
    state.onRetry();
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("falls back to the gateway's masked message when a failure carries none", () => {
    const state = toScreenState(query({ isPending: false, isError: true, error: 'boom' }), ready);
    expect(state).toMatchObject({ state: 'error', message: messages.unexpectedError });
  });

  it('maps the data with `ready` once it is there', () => {
    const state = toScreenState(query({ isPending: false, isError: false, data: { count: 3 } }), ready);
    expect(state).toEqual({ state: 'ready', count: 3 });
  });
});
