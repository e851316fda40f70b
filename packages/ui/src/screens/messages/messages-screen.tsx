import { defaultSiteConfig, doctorShortName, type ReplyTime, replyExpectationText } from '@helmsman/domain';
import { useLayoutEffect, useRef } from 'react';
import { css } from '#styled-system/css';
import { EmptyState } from '../../components/empty-state/index.ts';
import { PageStates } from '../../components/page-state/index.ts';
import { MessageCircleIcon, StethoscopeIcon } from '../../icons/index.ts';
import { CustomerPage } from '../../layouts/customer-page/index.ts';
import { DoctorCard, type DoctorView, ReplyTimeNote } from './doctor-card.tsx';
import { MessageComposer, type MessageDraft } from './message-composer.tsx';
import { MessageThread, type ThreadMessageView } from './message-thread.tsx';

export type MessagesScreenState =
  | { state: 'loading' }
  | { state: 'error'; message: string; onRetry?: () => void }
  | {
      state: 'ready';
      /** Oldest first, the patient's unsent messages (sending, failed) last. */
      messages: ThreadMessageView[];
      /** Null before the patient has a doctor: then nothing can be sent. */
      doctor: DoctorView | null;
      replyTime: ReplyTime;
      /** The first of the doctor's messages that was unread when the thread opened. */
      firstUnreadId?: string | null;
    };

export type MessagesScreenProps = MessagesScreenState & {
  brand?: string;
  /** A valid draft to send; without it there is no composer. */
  onSend?: (draft: MessageDraft) => void;
  /** Sends a failed message again. */
  onRetrySend?: (id: string) => void;
  /** Drops a failed message. */
  onDiscard?: (id: string) => void;
  /** 'Today' and 'Yesterday' are relative to this; now by default. */
  now?: Date;
  /** The reader's time zone; the browser's by default. */
  timeZone?: string;
};

/** /messages: the patient's private thread with their doctor, newest at the bottom, and a composer. */
export function MessagesScreen(props: MessagesScreenProps) {
  const { brand = defaultSiteConfig.brand } = props;
  return (
    <CustomerPage
      width="narrow"
      bottomSpace={false}
      title="Messages"
      brand={brand}
      subtitle="Private messages with your doctor."
    >
      <MessagesContent {...props} />
    </CustomerPage>
  );
}

function MessagesContent(props: MessagesScreenProps) {
  return (
    <PageStates of={props} subject="your messages">
      {(ready) => <ReadyThread {...ready} />}
    </PageStates>
  );
}

function ReadyThread(props: MessagesScreenProps & { state: 'ready' }) {
  const { messages, doctor, replyTime, onSend, now = new Date() } = props;
  const end = useScrollToNewest(messages.length);
  if (!doctor && messages.length === 0) return <NoDoctor replyTime={replyTime} />;
  const recipient = doctor ? doctorShortName(doctor.name) : null;
  return (
    <div className={styles.ready}>
      {doctor ? (
        <DoctorCard doctor={doctor} replyTime={replyTime} />
      ) : (
        <ReplyTimeNote replyTime={replyTime} />
      )}
      {messages.length === 0 ? (
        <EmptyThread doctorName={doctor?.name ?? null} replyTime={replyTime} />
      ) : (
        <MessageThread
          messages={messages}
          doctorName={doctor?.name ?? null}
          firstUnreadId={props.firstUnreadId}
          now={now}
          timeZone={props.timeZone}
          onRetrySend={props.onRetrySend}
          onDiscard={props.onDiscard}
        />
      )}
      {recipient && onSend ? (
        <div className={styles.composerDock}>
          <MessageComposer recipient={recipient} onSend={onSend} />
        </div>
      ) : null}
      <div ref={end} />
    </div>
  );
}

/**
 * Keeps the newest message in view: at once when the thread opens, smoothly (unless the reader asked
 * for reduced motion) when one is added. The end of the page, not the last message, is scrolled to,
 * so the message lands above the composer docked at the bottom rather than under it.
 */
function useScrollToNewest(count: number) {
  const end = useRef<HTMLDivElement>(null);
  const shown = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (shown.current === count) return;
    const opening = shown.current === null;
    shown.current = count;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    end.current?.scrollIntoView({ block: 'end', behavior: opening || reduceMotion ? 'auto' : 'smooth' });
  }, [count]);
  return end;
}

function NoDoctor({ replyTime }: { replyTime: ReplyTime }) {
  return (
    <EmptyState.Root>
      <EmptyState.Indicator>
        <StethoscopeIcon />
      </EmptyState.Indicator>
      <EmptyState.Title>No doctor yet</EmptyState.Title>
      <EmptyState.Description>
        After your online visit, a doctor reviews your answers and you can message them here.{' '}
        {replyTimeSentence(replyTime, null)}
      </EmptyState.Description>
    </EmptyState.Root>
  );
}

function EmptyThread({ doctorName, replyTime }: { doctorName: string | null; replyTime: ReplyTime }) {
  const who = doctorName ? doctorShortName(doctorName) : 'your doctor';
  return (
    <EmptyState.Root>
      <EmptyState.Indicator>
        <MessageCircleIcon />
      </EmptyState.Indicator>
      <EmptyState.Title>No messages yet</EmptyState.Title>
      <EmptyState.Description>
        Ask {who} about your treatment, side effects or anything else.{' '}
        {replyTimeSentence(replyTime, doctorName)}
      </EmptyState.Description>
    </EmptyState.Root>
  );
}

function replyTimeSentence(replyTime: ReplyTime, doctorName: string | null): string {
  return `${replyExpectationText(replyTime, doctorName)}.`;
}

const styles = {
  ready: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  composerDock: css({
    position: 'sticky',
    bottom: '0',
    zIndex: '10',
    pb: { base: '3', md: '6' },
    pt: '2',
    // The page's canvas behind the dock, so scrolled messages do not show through around the composer.
    bg: 'bg.canvas',
  }),
};
