import {
  doctorShortName,
  messageDay,
  messageDayLabel,
  messageReadTime,
  messageTexts,
  messageTime,
} from '@helmsman/domain';
import { type ReactNode, useId } from 'react';
import { css, cx } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import {
  CheckCheckIcon,
  CheckIcon,
  CircleAlertIcon,
  ClockIcon,
  ImagePlusIcon,
  RefreshCwIcon,
  Trash2Icon,
} from '../../icons/index.ts';

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

/** Browsers other than Safari cannot show HEIC: those photos are offered as a link instead. */
function displayableImage(contentType: string): boolean {
  return !/^image\/hei[cf]$/i.test(contentType);
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

interface MessageItemProps {
  message: ThreadMessageView;
  showName: boolean;
  isNew: boolean;
  showReceipt: boolean;
  doctorName: string | null;
  timeZone: string | undefined;
  onRetrySend: ((id: string) => void) | undefined;
  onDiscard: ((id: string) => void) | undefined;
}

function MessageItem({
  message,
  showName,
  isNew,
  showReceipt,
  doctorName,
  timeZone,
  onRetrySend,
  onDiscard,
}: MessageItemProps) {
  const own = message.sender === 'patient';
  const name = own ? 'You' : message.senderName;
  return (
    <li
      className={cx(styles.item, own ? styles.own : styles.theirs)}
      data-sender={message.sender}
      data-delivery={message.delivery}
      data-message-id={message.id}
    >
      {isNew ? (
        <p className={styles.newDivider}>
          <span>New</span>
        </p>
      ) : null}
      <p className={cx(styles.name, !showName && css({ srOnly: true }))}>{name}</p>
      <div className={cx(styles.bubble, own ? styles.ownBubble : styles.theirBubble)}>
        {message.attachment ? <Attachment attachment={message.attachment} own={own} sender={name} /> : null}
        <p className={styles.body}>{message.body}</p>
      </div>
      <p className={styles.meta}>
        <time dateTime={message.sentAt}>{messageTime(message.sentAt, timeZone)}</time>
        <Delivery message={message} showReceipt={showReceipt} doctorName={doctorName} timeZone={timeZone} />
      </p>
      {message.delivery === 'failed' ? (
        <FailedActions message={message} onRetrySend={onRetrySend} onDiscard={onDiscard} />
      ) : null}
    </li>
  );
}

function Delivery({
  message,
  showReceipt,
  doctorName,
  timeZone,
}: {
  message: ThreadMessageView;
  showReceipt: boolean;
  doctorName: string | null;
  timeZone: string | undefined;
}) {
  if (message.delivery === 'sending') {
    return (
      <span className={styles.status}>
        <ClockIcon aria-hidden="true" />
        Sending…
      </span>
    );
  }
  if (message.delivery === 'failed') {
    return (
      <span className={cx(styles.status, styles.failed)}>
        <CircleAlertIcon aria-hidden="true" />
        {messageTexts.notSent}
      </span>
    );
  }
  if (!showReceipt) return null;
  if (message.readAt) {
    const reader = doctorName ? doctorShortName(doctorName) : 'your doctor';
    return (
      <span className={styles.status} data-receipt="read">
        <CheckCheckIcon aria-hidden="true" />
        Read by {reader} · {messageReadTime(message.readAt, timeZone)}
      </span>
    );
  }
  return (
    <span className={styles.status} data-receipt="sent">
      <CheckIcon aria-hidden="true" />
      Sent
    </span>
  );
}

function FailedActions({
  message,
  onRetrySend,
  onDiscard,
}: {
  message: ThreadMessageView;
  onRetrySend: ((id: string) => void) | undefined;
  onDiscard: ((id: string) => void) | undefined;
}) {
  return (
    <div className={styles.failure} role="alert">
      <p>{message.failureReason ?? 'Your message was not sent.'}</p>
      <div className={styles.failureActions}>
        {onRetrySend ? (
          <Button size="sm" variant="outline" onClick={() => onRetrySend(message.id)}>
            <RefreshCwIcon aria-hidden="true" />
            Retry
          </Button>
        ) : null}
        {onDiscard ? (
          <Button size="sm" variant="ghost" onClick={() => onDiscard(message.id)}>
            <Trash2Icon aria-hidden="true" />
            Discard
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Attachment({
  attachment,
  own,
  sender,
}: {
  attachment: MessageAttachmentView;
  own: boolean;
  sender: string;
}) {
  const description = own ? 'Photo you sent' : `Photo from ${sender}`;
  if (!displayableImage(attachment.contentType)) {
    return (
      <a href={attachment.url} target="_blank" rel="noopener" className={styles.fileLink}>
        <ImagePlusIcon aria-hidden="true" />
        {description} (HEIC)
        <span className={css({ srOnly: true })}> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={attachment.url} target="_blank" rel="noopener" className={styles.photoLink}>
      {/* A fixed box: a photo that loads late must not push the newest message out of view. */}
      <img
        src={attachment.url}
        alt={description}
        width={220}
        height={220}
        // Older photos sit above the fold of a thread that opens at its newest message.
        loading="lazy"
        decoding="async"
        className={styles.photo}
      />
      <span className={css({ srOnly: true })}> (opens in a new tab)</span>
    </a>
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
  item: css({ display: 'flex', flexDirection: 'column', gap: '1', maxW: 'full' }),
  own: css({ alignItems: 'flex-end' }),
  theirs: css({ alignItems: 'flex-start' }),
  newDivider: css({
    alignSelf: 'stretch',
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    my: '2',
    textStyle: 'xs',
    fontWeight: 'bold',
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
    color: 'danger.fg',
    _after: { content: '""', flex: '1', h: '1px', bg: 'danger.border' },
  }),
  name: css({ textStyle: 'xs', fontWeight: 'semibold', color: 'fg.muted', px: '1' }),
  bubble: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    maxW: { base: '85%', md: '75%' },
    px: '4',
    py: '3',
    borderRadius: 'l3',
    boxShadow: 'xs',
    '[data-delivery=sending] &': { opacity: '0.75' },
    '[data-delivery=failed] &': { borderWidth: '1px', borderColor: 'danger.solid' },
  }),
  ownBubble: css({ bg: 'bg.inverted', color: 'fg.inverted', borderBottomRightRadius: 'l1' }),
  theirBubble: css({
    bg: 'bg.default',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderBottomLeftRadius: 'l1',
  }),
  body: css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }),
  photoLink: css({
    display: 'block',
    borderRadius: 'l2',
    overflow: 'hidden',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  photo: css({
    display: 'block',
    w: { base: '180px', sm: '220px' },
    h: { base: '180px', sm: '220px' },
    objectFit: 'cover',
    bg: 'bg.muted',
  }),
  fileLink: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    color: 'inherit',
    '& svg': { w: '5', h: '5' },
  }),
  meta: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    px: '1',
    textStyle: 'xs',
    color: 'fg.muted',
  }),
  status: css({ display: 'inline-flex', alignItems: 'center', gap: '1', '& svg': { w: '3.5', h: '3.5' } }),
  failed: css({ color: 'danger.fg', fontWeight: 'semibold' }),
  failure: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    gap: '2',
    maxW: { base: '85%', md: '75%' },
    textAlign: 'right',
    textStyle: 'sm',
    color: 'danger.fg',
  }),
  failureActions: css({ display: 'flex', gap: '2' }),
};
