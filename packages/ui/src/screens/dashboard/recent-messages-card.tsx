import { messageExcerpt, messageReadTime } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { Badge } from '../../components/badge/index.ts';
import { DashboardCard, DashboardCardNote } from './dashboard-card.tsx';
import type { RecentMessageView } from './types.ts';

export interface RecentMessagesCardProps {
  /** Newest first. */
  messages: RecentMessageView[];
  /** The messages could not be loaded: say so rather than 'no messages'. */
  unavailable: boolean;
  /** The reader's time zone; the browser's when omitted. */
  timeZone?: string;
}

/** 'Recent messages': the latest of the thread with the doctor, each previewed, and the way to it. */
export function RecentMessagesCard({ messages, unavailable, timeZone }: RecentMessagesCardProps) {
  return (
    <DashboardCard kind="messages" unavailable={unavailable}>
      {messages.length === 0 ? (
        <DashboardCardNote>
          No messages yet. Your conversations with your doctor show up here.
        </DashboardCardNote>
      ) : (
        <ul className={styles.list}>
          {messages.map((message) => (
            <li key={message.id} className={styles.item}>
              <RecentMessage message={message} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

function RecentMessage({ message, timeZone }: { message: RecentMessageView; timeZone?: string }) {
  const fromDoctor = message.sender === 'doctor';
  const isNew = fromDoctor && message.readAt === null;
  return (
    <article className={styles.message} data-unread={isNew || undefined}>
      <header className={styles.meta}>
        <span className={styles.sender}>{fromDoctor ? message.senderName : 'You'}</span>
        <time dateTime={message.sentAt} className={styles.time}>
          {messageReadTime(message.sentAt, timeZone)}
        </time>
        {isNew ? <Badge tone="info">New</Badge> : null}
      </header>
      <p className={styles.excerpt}>{messageExcerpt(message.body)}</p>
    </article>
  );
}

const styles = {
  list: css({ display: 'flex', flexDirection: 'column' }),
  item: css({
    py: '3',
    _first: { pt: '0' },
    _last: { pb: '0' },
    '&:not(:last-child)': { borderBottomWidth: '1px', borderColor: 'border.default' },
  }),
  message: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  meta: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '2', rowGap: '1' }),
  sender: css({ fontWeight: 'semibold', textStyle: 'sm' }),
  time: css({ color: 'fg.muted', textStyle: 'xs' }),
  excerpt: css({ color: 'fg.muted', textStyle: 'sm', overflowWrap: 'anywhere' }),
};
