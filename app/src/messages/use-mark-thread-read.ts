import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type MessageThreadQuery, useMarkMessagesReadMutation } from '../gql/hooks.ts';
import { invalidateStale } from '../graphql/stale-queries.ts';

/**
 * While the thread is on screen, the doctor's messages in it are read: marks them (once each, also
 * those a refetch brings while the page is open) and refreshes what counts them.
 */
export function useMarkThreadRead(thread: MessageThreadQuery['messageThread'] | undefined): void {
  const queryClient = useQueryClient();
  const marked = useRef(new Set<string>());
  const { mutate: markRead } = useMarkMessagesReadMutation({
    onSuccess: () => invalidateStale(queryClient, 'MarkMessagesRead'),
  });
  useEffect(() => {
    if (!thread) return;
    const unread = thread.messages.filter(
      (message) => message.sender === 'DOCTOR' && message.readAt === null && !marked.current.has(message.id),
    );
    if (unread.length === 0) return;
    for (const message of unread) marked.current.add(message.id);
    markRead({});
  }, [thread, markRead]);
}
