import {
  attachmentProblem,
  MESSAGE_ATTACHMENT_ACCEPT,
  MESSAGE_MAX_LENGTH,
  type MessageValues,
} from '@helmsman/domain';
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { css, cx } from '#styled-system/css';
import { Button } from '../../components/button/index.ts';
import { InlineMessage } from '../../components/inline-message/index.ts';
import { formRules } from '../../forms/index.ts';
import { formatFileSize, isDrawableImage, useObjectUrl } from '../../hooks/use-object-url.ts';
import { CircleAlertIcon, ImagePlusIcon, SendHorizontalIcon, XIcon } from '../../icons/index.ts';

/** What the patient sends: the text and, optionally, one photo (uploaded by the app on send). */
export interface MessageDraft {
  body: string;
  attachment: File | null;
}

export interface MessageComposerProps {
  /** 'Dr. Lindqvist': who the placeholder and label address. */
  recipient: string;
  /** Called with a valid draft; the composer empties at once (the thread shows the message sending). */
  onSend: (draft: MessageDraft) => void;
}

const messageRules = formRules<MessageValues>((forms) => forms.messageSchema);

/** Below this many characters left, the composer counts down to the legacy API's limit. */
const COUNTDOWN_FROM = 200;

/**
 * Writes a message: a text area (Ctrl/⌘ + Enter sends), 'Add photo' with a preview and its checks
 * (type and size, before anything is uploaded), and Send. Validation errors stay in the composer; a
 * valid draft leaves it at once.
 */
export function MessageComposer({ recipient, onSend }: MessageComposerProps) {
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentError, setAttachmentError] = useState<string | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { field: useId(), error: useId(), hint: useId(), count: useId() };
  const remaining = MESSAGE_MAX_LENGTH - body.length;

  // A send being checked (the schema may still be loading): a second press must not send it twice.
  const checking = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    let problem: string | undefined;
    try {
      problem = (await messageRules.validate({ body }))?.body;
    } finally {
      checking.current = false;
    }
    if (problem) {
      setBodyError(problem);
      textArea.current?.focus();
      return;
    }
    onSend({ body: body.trim(), attachment });
    setBody('');
    setAttachment(null);
    setBodyError(null);
    setAttachmentError(null);
    textArea.current?.focus();
  };

  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // Cleared so that choosing the same file again (after removing it) fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = attachmentProblem(file);
    setAttachmentError(problem?.message ?? null);
    if (!problem) setAttachment(file);
  };

  const describedBy = [ids.hint, bodyError ? ids.error : null, remaining < COUNTDOWN_FROM ? ids.count : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form aria-label={`Message to ${recipient}`} className={styles.form} onSubmit={submit} noValidate>
      {attachmentError ? (
        <InlineMessage status="error" title="This photo can't be attached">
          {attachmentError}
        </InlineMessage>
      ) : null}
      {attachment ? <AttachmentPreview file={attachment} onRemove={() => setAttachment(null)} /> : null}
      <label htmlFor={ids.field} className={css({ srOnly: true })}>
        Message to {recipient}
      </label>
      <textarea
        ref={textArea}
        id={ids.field}
        name="body"
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        placeholder={`Write to ${recipient}…`}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          if (bodyError) setBodyError(null);
        }}
        onKeyDown={sendOnCtrlEnter}
        aria-invalid={bodyError ? true : undefined}
        aria-describedby={describedBy}
        className={cx(styles.textArea, bodyError && styles.textAreaInvalid)}
      />
      {bodyError ? (
        <p id={ids.error} className={styles.error}>
          <CircleAlertIcon aria-hidden="true" />
          {bodyError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <input
          ref={fileInput}
          type="file"
          accept={MESSAGE_ATTACHMENT_ACCEPT}
          onChange={choosePhoto}
          hidden
          tabIndex={-1}
          aria-hidden="true"
          data-testid="photo-input"
        />
        <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
          <ImagePlusIcon aria-hidden="true" />
          {attachment ? 'Change photo' : 'Add photo'}
        </Button>
        <p id={ids.hint} className={styles.hint}>
          JPEG, PNG, WebP or HEIC, up to 10 MB.
        </p>
        {remaining < COUNTDOWN_FROM ? (
          <p id={ids.count} className={cx(styles.hint, remaining === 0 && styles.error)}>
            {remaining} characters left
          </p>
        ) : null}
        <Button type="submit" size="sm" className={styles.send}>
          <SendHorizontalIcon aria-hidden="true" />
          Send
        </Button>
      </div>
    </form>
  );
}

function AttachmentPreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file);
  const drawable = isDrawableImage(file);
  return (
    <fieldset className={styles.preview}>
      <legend className={css({ srOnly: true })}>Photo to send</legend>
      {drawable && url ? (
        <img src={url} alt={`Preview of ${file.name}`} width={64} height={64} className={styles.thumb} />
      ) : (
        <span className={styles.thumbPlaceholder}>
          <ImagePlusIcon aria-hidden="true" />
        </span>
      )}
      <span className={styles.previewText}>
        <span className={styles.fileName}>{file.name}</span>
        <span className={styles.hint}>{formatFileSize(file.size)}</span>
      </span>
      <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove photo ${file.name}`}>
        <XIcon aria-hidden="true" />
      </Button>
    </fieldset>
  );
}

const styles = {
  form: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: { base: '3', md: '4' },
    bg: 'bg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
    boxShadow: 'raised',
  }),
  textArea: css({
    w: 'full',
    minH: '20',
    maxH: '60',
    px: '3',
    py: '2',
    resize: 'vertical',
    bg: 'bg.default',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.control',
    borderRadius: 'l2',
    textStyle: 'md',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
  }),
  textAreaInvalid: css({ borderColor: 'danger.solid' }),
  error: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    color: 'danger.fg',
    textStyle: 'sm',
    fontWeight: 'medium',
    '& svg': { w: '4', h: '4', flexShrink: '0' },
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
  hint: css({ textStyle: 'xs', color: 'fg.muted' }),
  send: css({ ml: 'auto' }),
  preview: css({
    display: 'flex',
    minW: '0',
    m: '0',
    borderWidth: '0',
    alignItems: 'center',
    gap: '3',
    p: '2',
    bg: 'bg.subtle',
    borderRadius: 'l2',
  }),
  thumb: css({ w: '16', h: '16', flexShrink: '0', objectFit: 'cover', borderRadius: 'l2' }),
  thumbPlaceholder: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '16',
    h: '16',
    flexShrink: '0',
    borderRadius: 'l2',
    bg: 'bg.muted',
    '& svg': { w: '6', h: '6' },
  }),
  previewText: css({ display: 'flex', flexDirection: 'column', flex: '1', minW: '0' }),
  fileName: css({
    fontWeight: 'semibold',
    textStyle: 'sm',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
};
