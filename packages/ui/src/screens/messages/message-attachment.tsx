import { css } from '#styled-system/css';
import { ImagePlusIcon } from '../../icons/index.ts';
import type { MessageAttachmentView } from './message-thread.tsx';

/** Browsers other than Safari cannot show HEIC: those photos are offered as a link instead. */
function displayableImage(contentType: string): boolean {
  return !/^image\/hei[cf]$/i.test(contentType);
}

/** A message's photo, opening full size in a new tab; a HEIC photo as a link. */
export function MessageAttachment({
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
};
