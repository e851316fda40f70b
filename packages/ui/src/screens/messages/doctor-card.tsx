import { Avatar } from '@ark-ui/react/avatar';
import { type ReplyTime, replyExpectationText } from '@helmsman/domain';
import { css } from '#styled-system/css';
import { ClockIcon } from '../../icons/index.ts';
import { centredBox, panel } from '../../lib/style-pieces.ts';

/** The patient's doctor as the thread's header shows them. */
export interface DoctorView {
  /** 'Dr. Maya Lindqvist, MD'. */
  name: string;
  /** Absolute or root-relative URL; null (or an image that fails to load) shows initials. */
  photoUrl: string | null;
  bio: string | null;
}

/** 'Dr. Maya Lindqvist, MD' → 'ML': what the avatar shows without a photo. */
function initials(name: string): string {
  const names = (name.split(',')[0] ?? '')
    .replace(/^dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = names[0]?.[0] ?? '';
  const last = names.length > 1 ? (names.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** Who answers: photo, name with credentials, a short bio, and how soon they usually reply. */
export function DoctorCard({ doctor, replyTime }: { doctor: DoctorView; replyTime: ReplyTime }) {
  return (
    <section aria-label="Your doctor" className={styles.card}>
      <Avatar.Root className={styles.avatar}>
        <Avatar.Fallback className={styles.fallback} aria-hidden="true">
          {initials(doctor.name)}
        </Avatar.Fallback>
        {doctor.photoUrl ? (
          <Avatar.Image
            src={doctor.photoUrl}
            alt={`Photo of ${doctor.name}`}
            width={64}
            height={64}
            className={styles.image}
          />
        ) : null}
      </Avatar.Root>
      <div className={styles.text}>
        <h2 className={styles.name}>{doctor.name}</h2>
        {doctor.bio ? <p className={styles.bio}>{doctor.bio}</p> : null}
        <p className={styles.reply} data-source={replyTime.source}>
          <ClockIcon aria-hidden="true" />
          {replyExpectationText(replyTime, doctor.name)}
        </p>
      </div>
    </section>
  );
}

/** Without a doctor the reply time is the site's, so it speaks for "our doctors". */
export function ReplyTimeNote({ replyTime }: { replyTime: ReplyTime }) {
  return (
    <p className={styles.reply} data-source={replyTime.source}>
      <ClockIcon aria-hidden="true" />
      {replyExpectationText(replyTime, null)}
    </p>
  );
}

const styles = {
  card: css(panel, {
    display: 'flex',
    alignItems: 'flex-start',
    gap: { base: '3', md: '4' },
    p: { base: '4', md: '5' },
  }),
  avatar: css(centredBox, {
    position: 'relative',
    boxSize: { base: '12', md: '16' },
    borderRadius: 'full',
    overflow: 'hidden',
    bg: 'accent.subtle',
  }),
  fallback: css({ fontWeight: 'bold', color: 'fg.default', textStyle: { base: 'md', md: 'lg' } }),
  image: css({ position: 'absolute', inset: '0', w: 'full', h: 'full', objectFit: 'cover' }),
  text: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  name: css({ textStyle: 'lg', fontFamily: 'heading', fontWeight: 'bold' }),
  bio: css({ color: 'fg.muted', textStyle: 'sm', lineClamp: { base: '3', md: '2' } }),
  reply: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    mt: '1',
    textStyle: 'sm',
    fontWeight: 'medium',
    color: 'fg.default',
    '& svg': { w: '4', h: '4', flexShrink: '0', color: 'fg.muted' },
  }),
};
