import type { MessageDraft, ThreadMessageView } from '@helmsman/ui';
import type { MessageThreadQuery, ThreadMessageFragment } from '../gql/hooks.ts';

/**
 * Pure edits of the cached thread (the MessageThread query's data) for optimistic sending, and the
 * mapping to what the design system shows. Messages that exist only in this browser have local ids.
 */

const LOCAL_PREFIX = 'local-';

export function isLocalId(id: string): boolean {
  return id.startsWith(LOCAL_PREFIX);
}

let sequence = 0;
/** An id for a message not stored yet; never one the gateway gives (those are digits). */
export function nextLocalId(): string {
  sequence += 1;
  return `${LOCAL_PREFIX}${Date.now().toString(36)}-${sequence}`;
}

/** A message on its way: what the optimistic entry shows and what a retry sends again. */
export interface OutgoingMessage {
  localId: string;
  body: string;
  file: File | null;
  /** An object URL of `file`, to show it before it is stored. */
  previewUrl: string | null;
  /** Set once the photo is uploaded, so a retry sends the same upload instead of a second one. */
  uploadedAttachmentId: string | null;
  /** ISO 8601. */
  sentAt: string;
}

export function outgoingFrom(draft: MessageDraft, now: Date = new Date()): OutgoingMessage {
  return {
    localId: nextLocalId(),
    body: draft.body,
    file: draft.attachment,
    previewUrl: draft.attachment ? URL.createObjectURL(draft.attachment) : null,
    uploadedAttachmentId: null,
    sentAt: now.toISOString(),
  };
}

/** Browsers often give HEIC photos no type; the thread needs one to know it cannot draw them. */
function previewType(file: File): string {
  if (file.type) return file.type;
  return /\.hei[cf]$/i.test(file.name) ? 'image/heic' : 'application/octet-stream';
}

export function optimisticMessage(outgoing: OutgoingMessage): ThreadMessageFragment {
  return {
    id: outgoing.localId,
    sender: 'PATIENT',
    senderName: '',
    body: outgoing.body,
    sentAt: outgoing.sentAt,
    readAt: null,
    attachment:
      outgoing.file && outgoing.previewUrl
        ? { id: outgoing.localId, contentType: previewType(outgoing.file), url: outgoing.previewUrl }
        : null,
  };
}

type Thread = MessageThreadQuery | undefined;

function withMessages(
  thread: Thread,
  edit: (messages: ThreadMessageFragment[]) => ThreadMessageFragment[],
): Thread {
  if (!thread) return thread;
  return {
    ...thread,
    messageThread: { ...thread.messageThread, messages: edit(thread.messageThread.messages) },
  };
}

export function appendMessage(thread: Thread, message: ThreadMessageFragment): Thread {
  return withMessages(thread, (messages) => [...messages, message]);
}

/** The optimistic entry becomes the stored message (once, even if a refetch already brought it). */
export function replaceMessage(thread: Thread, localId: string, stored: ThreadMessageFragment): Thread {
  return withMessages(thread, (messages) => {
    const others = messages.filter((message) => message.id !== stored.id);
    const index = others.findIndex((message) => message.id === localId);
    if (index === -1) return [...others, stored];
    return [...others.slice(0, index), stored, ...others.slice(index + 1)];
  });
}

/** Rolls an optimistic entry back out of the thread. */
export function removeMessage(thread: Thread, localId: string): Thread {
  return withMessages(thread, (messages) => messages.filter((message) => message.id !== localId));
}

export function toMessageView(message: ThreadMessageFragment): ThreadMessageView {
  return {
    id: message.id,
    sender: message.sender === 'DOCTOR' ? 'doctor' : 'patient',
    senderName: message.senderName,
    body: message.body,
    sentAt: message.sentAt,
    readAt: message.readAt,
    attachment: message.attachment
      ? { url: message.attachment.url, contentType: message.attachment.contentType }
      : null,
    ...(isLocalId(message.id) ? { delivery: 'sending' as const } : {}),
  };
}

/** A send that failed: kept, with why, until the patient retries or discards it. */
export interface FailedMessage extends OutgoingMessage {
  reason: string;
}

export function failedMessageView(failed: FailedMessage): ThreadMessageView {
  return {
    ...toMessageView(optimisticMessage(failed)),
    delivery: 'failed',
    failureReason: failed.reason,
  };
}

/** The doctor's first message that was unread: where the 'New' divider goes. */
export function firstUnreadId(messages: readonly ThreadMessageFragment[]): string | null {
  return messages.find((message) => message.sender === 'DOCTOR' && message.readAt === null)?.id ?? null;
}
