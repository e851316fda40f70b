import { messageDay, messageDayLabel } from '@helmsman/domain';
import { type ReactNode, useId } from 'react';
import { css } from '#styled-system/css';
import { MessageItem } from './message-item.tsx';

export interface MessageAttachmentView {
  /** Where the image loads from: the gateway's /attachments/<id>, or a local preview while sending. */
  url: string;
  contentType: string;
}

/** One message of the thread, already normalised by the app. */
export interface ThreadMessageView {
  id: string;
  sender: 'patient' | 'doctor';
  /** 'Dr. Maya Lindqvist, MD' or the patient's name (the patient's own messages say 'You'). */
  senderName: string;
  body: string;
  /** ISO 8601. */
  sentAt: string;
  /** When the recipient read it (ISO 8601); for the patient's messages, the doctor. */
  readAt: string | null;
  attachment: MessageAttachmentView | null;
  /**
   * The patient's own messages that are not stored yet: 'sending' while in flight, 'failed' when
   * the send did not go through (the message stays, with Retry and Discard).
   */
  delivery?: 'sending' | 'failed';
  /** With 'failed': why, in the customer's words. */
  failureReason?: string;
}

export interface MessageThreadProps {
  messages: ThreadMessageView[];
  /** The doctor's full name, for the thread's label and read receipts; null before there is one. */
  doctorName: string | null;
  /** The first message that was new when the thread opened: a 'New' divider goes above it. */
  firstUnreadId?: string | null;
  /** 'Today' and 'Yesterday' are relative to this. */
  now: Date;
  /** The reader's time zone; the browser's when omitted. */
  timeZone?: string;
  onRetrySend?: (id: string) => void;
  onDiscard?: (id: string) => void;
}

interface DayGroup {
  day: string;
  label: string;
  messages: ThreadMessageView[];
}

/** Consecutive messages grouped by the reader's calendar day (the thread is oldest first). */
function groupByDay(messages: ThreadMessageView[], now: Date, timeZone: string | undefined): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const day = messageDay(message.sentAt, timeZone);
    const current = groups.at(-1);
    if (current?.day === day) current.messages.push(message);
    else groups.push({ day, label: messageDayLabel(message.sentAt, now, timeZone), messages: [message] });
  }
  return groups;
}

/** The patient's newest stored message: the one that says 'Sent' or 'Read'. */
function lastDeliveredId(messages: ThreadMessageView[]): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index] as ThreadMessageView;
    if (message.sender === 'patient' && !message.delivery) return message.id;
  }
  return null;
}

/**
 * The conversation, oldest first with the newest at the bottom, under a heading per day. A log
 * region, so screen readers announce messages that arrive while it is open.
 */
export function MessageThread({
  messages,
  doctorName,
  firstUnreadId = null,
  now,
  timeZone,
  onRetrySend,
  onDiscard,
}: MessageThreadProps) {
  const groups = groupByDay(messages, now, timeZone);
  const deliveredId = lastDeliveredId(messages);
  return (
    <div
      role="log"
      aria-label={doctorName ? `Conversation with ${doctorName}` : 'Conversation'}
      className={styles.thread}
    >
      {groups.map((group) => (
        <DaySection key={group.day} group={group}>
          {group.messages.map((message, index) => (
            <MessageItem
              key={message.id}
              message={message}
              // A name heads each run of messages from one sender; screen readers hear it on every one.
              showName={index === 0 || group.messages[index - 1]?.sender !== message.sender}
              isNew={message.id === firstUnreadId}
              showReceipt={message.id === deliveredId}
              doctorName={doctorName}
              timeZone={timeZone}
              onRetrySend={onRetrySend}
              onDiscard={onDiscard}
            />
          ))}
        </DaySection>
      ))}
    </div>
  );
}

function DaySection({ group, children }: { group: DayGroup; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.day}>
      <h2 id={headingId} className={styles.dayHeading}>
        <span className={styles.dayLabel}>{group.label}</span>
      </h2>
      <ol className={styles.list}>{children}</ol>
    </section>
  );
}

const styles = {
  thread: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  day: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  dayHeading: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    textStyle: 'xs',
    fontWeight: 'semibold',
    color: 'fg.muted',
    _before: { content: '""', flex: '1', h: '1px', bg: 'border.default' },
    _after: { content: '""', flex: '1', h: '1px', bg: 'border.default' },
  }),
  dayLabel: css({ flexShrink: '0' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
};
