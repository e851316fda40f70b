import { doctorShortName, messageReadTime, messageTexts, messageTime } from '@helmsman/domain';
import { css, cx } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import {
  CheckCheckIcon,
  CheckIcon,
  CircleAlertIcon,
  ClockIcon,
  RefreshCwIcon,
  Trash2Icon,
} from '../../icons/index.ts';
import { MessageAttachment } from './message-attachment.tsx';
import type { ThreadMessageView } from './message-thread.tsx';

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

/** One message: its sender, bubble, time and delivery, and Retry/Discard when it was not sent. */
export function MessageItem({
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
        {message.attachment ? (
          <MessageAttachment attachment={message.attachment} own={own} sender={name} />
        ) : null}
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

const styles = {
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
