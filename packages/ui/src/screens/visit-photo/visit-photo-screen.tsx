import { defaultSiteConfig, VISIT_PHOTO_ACCEPT, type VisitCategory } from '@helmsman/domain';
import { type ChangeEvent, useId, useRef } from 'react';
import { css } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { formatFileSize, isDrawableImage, useObjectUrl } from '../../hooks/use-object-url.ts';
import { ImagePlusIcon } from '../../icons/index.ts';
import { FocusCard, FocusHeading, FocusLead, FocusPage } from '../../layouts/focus-page/index.ts';
import { VisitEyebrow } from '../visit-question/visit-eyebrow.tsx';

/** Where the visit's photo stands. The app checks a chosen file's type and size before anything is sent. */
export type VisitPhotoState =
  /** Nothing chosen yet. */
  | { state: 'empty' }
  /** A photo chosen and previewed, not sent yet. */
  | { state: 'chosen'; file: File }
  /** The chosen file was refused before upload (type or size): why, in the customer's words. */
  | { state: 'refused'; message: string }
  /** Sending; `progress` from 0 to 1. */
  | { state: 'uploading'; file: File; progress: number }
  /** The gateway refused or could not be reached: its message, and Try again. */
  | { state: 'failed'; file: File; message: string }
  /** On file with the visit. `file` is null when it was uploaded earlier (another device, a reload). */
  | { state: 'done'; file: File | null };

export interface VisitPhotoScreenProps {
  category: VisitCategory;
  photo: VisitPhotoState;
  /** A file was picked (or taken with the camera): the app checks it and previews it. */
  onChoose: (file: File) => void;
  /** Sends the chosen photo; also Try again after a failure. */
  onUpload: () => void;
  /** The next step, once the photo is on file. */
  continueHref: string;
  brand?: string;
}

/**
 * /visit/:category/photo, after the questions: a photo of the patient or their ID, for the doctor to
 * check who they treat. Chosen from the files or, on a phone, taken with the camera; previewed before
 * it is sent; its progress shown while it goes.
 */
export function VisitPhotoScreen({
  category,
  photo,
  onChoose,
  onUpload,
  continueHref,
  brand = defaultSiteConfig.brand,
}: VisitPhotoScreenProps) {
  const headingId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const file = 'file' in photo ? photo.file : null;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    // The same file may be picked again after a refusal: the input must report it as a change.
    event.target.value = '';
    if (picked) onChoose(picked);
  };
  const busy = photo.state === 'uploading';
  return (
    <FocusPage brand={brand} align="start" mainId="main">
      <FocusCard variant="flow">
        <VisitEyebrow category={category} />
        <FocusHeading id={headingId}>A photo of you or your ID</FocusHeading>
        <FocusLead>
          Your doctor checks who they are treating. Upload a clear photo of your face or of a government ID.
          Only your doctor sees it.
        </FocusLead>
        <section aria-labelledby={headingId} className={styles.section}>
          {file ? <Preview file={file} /> : null}
          <Outcome photo={photo} onUpload={onUpload} continueHref={continueHref} />
          {photo.state === 'done' ? null : (
            <div className={styles.actions}>
              <input
                ref={fileInput}
                type="file"
                accept={VISIT_PHOTO_ACCEPT}
                onChange={choose}
                hidden
                tabIndex={-1}
                aria-hidden="true"
                data-testid="visit-photo-input"
              />
              {/* `capture` opens a phone's camera straight away (the front one: a selfie), so it is
                  a second input: the first keeps the photo library and files. */}
              <input
                ref={cameraInput}
                type="file"
                accept="image/*"
                capture="user"
                onChange={choose}
                hidden
                tabIndex={-1}
                aria-hidden="true"
                data-testid="visit-camera-input"
              />
              <Button
                variant={file ? 'outline' : 'solid'}
                size="lg"
                disabled={busy}
                aria-describedby={hintId}
                onClick={() => fileInput.current?.click()}
              >
                <ImagePlusIcon aria-hidden="true" />
                {file ? 'Choose another photo' : 'Choose a photo'}
              </Button>
              <Button
                variant="outline"
                size="lg"
                disabled={busy}
                className={styles.touchOnly}
                onClick={() => cameraInput.current?.click()}
              >
                Take a photo
              </Button>
              {photo.state === 'chosen' ? (
                <Button size="lg" onClick={onUpload}>
                  Upload photo
                </Button>
              ) : null}
            </div>
          )}
          <p id={hintId} className={styles.hint}>
            JPEG, PNG or HEIC, up to 10 MB.
          </p>
        </section>
      </FocusCard>
    </FocusPage>
  );
}

function Preview({ file }: { file: File }) {
  const url = useObjectUrl(file);
  return (
    <figure className={styles.preview}>
      {isDrawableImage(file) && url ? (
        <img src={url} alt={`Preview of ${file.name}`} className={styles.image} />
      ) : (
        <span className={styles.placeholder}>
          <ImagePlusIcon aria-hidden="true" />
        </span>
      )}
      <figcaption className={styles.hint}>
        {file.name} · {formatFileSize(file.size)}
      </figcaption>
    </figure>
  );
}

function Outcome({
  photo,
  onUpload,
  continueHref,
}: Pick<VisitPhotoScreenProps, 'photo' | 'onUpload' | 'continueHref'>) {
  switch (photo.state) {
    case 'empty':
    case 'chosen':
      return null;
    case 'refused':
      return <InlineMessage status="error">{photo.message}</InlineMessage>;
    case 'uploading': {
      const percent = Math.round(photo.progress * 100);
      return (
        <div className={styles.progress}>
          <progress value={percent} max={100} aria-label="Uploading your photo" className={styles.bar} />
          <p role="status" className={styles.hint}>
            Uploading… {percent}%
          </p>
        </div>
      );
    }
    case 'failed':
      return (
        <InlineMessage
          status="error"
          title={photo.message}
          actions={
            <Button size="sm" variant="outline" onClick={onUpload}>
              Try again
            </Button>
          }
        />
      );
    case 'done':
      return (
        <div className={styles.body}>
          <InlineMessage status="success" title="Your photo is on file.">
            Your doctor will see it with your answers.
          </InlineMessage>
          <Button asChild size="lg">
            <a href={continueHref}>Continue</a>
          </Button>
        </div>
      );
  }
}

const styles = {
  body: css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' }),
  section: css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '6' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' }),
  // Only where a camera is likely (touch screens): on a desktop it would just open the files again.
  touchOnly: css({ display: 'none!', '@media (pointer: coarse)': { display: 'inline-flex!' } }),
  hint: css({ textStyle: 'sm', color: 'fg.muted' }),
  preview: css({ display: 'flex', flexDirection: 'column', gap: '2', alignItems: 'flex-start' }),
  image: css({
    maxWidth: '100%',
    maxHeight: '18rem',
    objectFit: 'contain',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderColor: 'border',
  }),
  placeholder: css({
    display: 'grid',
    placeItems: 'center',
    width: '24',
    height: '24',
    borderRadius: 'l2',
    bg: 'bg.muted',
    color: 'fg.muted',
  }),
  progress: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  bar: css({ width: '100%', height: '2', accentColor: 'colorPalette.solid' }),
};
