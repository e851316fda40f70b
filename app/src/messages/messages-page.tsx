import { MessagesScreen, type MessagesScreenProps } from '@helmsman/ui';
import { useState } from 'react';
import { type MessageThreadQuery, useMessageThreadQuery } from '../gql/hooks.ts';
import { toScreenState } from '../graphql/screen-state.ts';
import { useDocumentTitle } from '../routing/use-document-title.ts';
import { useSiteConfig } from '../site/use-site-config.ts';
import { failedMessageView, firstUnreadId, toMessageView } from './thread-cache.ts';
import { useMarkThreadRead } from './use-mark-thread-read.ts';
import { useMessageSender } from './use-message-sender.ts';

/** How often an open thread looks for the doctor's replies (looking marks nothing read). */
const REFRESH_MS = 60_000;

export function MessagesPage() {
  const { brand } = useSiteConfig();
  useDocumentTitle('Messages', brand);
  const sender = useMessageSender();
  const thread = useMessageThreadQuery(undefined, {
    // Not while a message is on its way: the answer could predate it and drop it from view.
    refetchInterval: sender.sending ? false : REFRESH_MS,
  });
  const data = thread.data?.messageThread;
  useMarkThreadRead(data);
  const newFrom = useFirstUnread(data);

  const screen: MessagesScreenProps = toScreenState(thread, ({ messageThread }) => ({
    state: 'ready' as const,
    messages: [...messageThread.messages.map(toMessageView), ...sender.failed.map(failedMessageView)],
    doctor: messageThread.doctor,
    replyTime: {
      hours: messageThread.replyTime.hours,
      source: messageThread.replyTime.source === 'DOCTOR' ? ('doctor' as const) : ('site' as const),
    },
    firstUnreadId: newFrom,
  }));
  return (
    <MessagesScreen
      {...screen}
      brand={brand}
      onSend={sender.send}
      onRetrySend={sender.retry}
      onDiscard={sender.discard}
    />
  );
}

/**
 * The doctor's first message that was new when the thread was first shown. Kept for the visit: the
 * thread is marked read right away, and the 'New' divider must not vanish when it refetches.
 */
function useFirstUnread(thread: MessageThreadQuery['messageThread'] | undefined): string | null {
  const [first, setFirst] = useState<string | null | undefined>(undefined);
  if (thread && first === undefined) {
    const found = firstUnreadId(thread.messages);
    setFirst(found);
    return found;
  }
  return first ?? null;
}
