import { describe, expect, it } from 'vitest';
import type { MessageThreadQuery, ThreadMessageFragment } from '../gql/hooks.ts';
import {
  appendMessage,
  failedMessageView,
  firstUnreadId,
  isLocalId,
  optimisticMessage,
  outgoingFrom,
  removeMessage,
  replaceMessage,
  toMessageView,
} from './thread-cache.ts';

function stored(
  id: string,
  sender: 'PATIENT' | 'DOCTOR' = 'PATIENT',
  readAt: string | null = null,
): ThreadMessageFragment {
  return {
    id,
    sender,
    senderName: sender === 'DOCTOR' ? 'Dr. Maya Lindqvist, MD' : 'Alex Berg',
    body: `message ${id}`,
    sentAt: '2026-10-06T11:30:00Z',
    readAt,
    attachment: null,
  };
}

function thread(messages: ThreadMessageFragment[]): MessageThreadQuery {
  return {
    messageThread: { unreadCount: 0, doctor: null, replyTime: { hours: 24, source: 'DOCTOR' }, messages },
  };
}

const ids = (data: MessageThreadQuery | undefined) =>
  data?.messageThread.messages.map((message) => message.id);

describe('optimistic thread edits', () => {
  const outgoing = outgoingFrom({ body: 'Hello', attachment: null }, new Date('2026-10-07T15:00:00Z'));

  it('adds the outgoing message at the bottom with a local id, shown as sending', () => {
    const optimistic = optimisticMessage(outgoing);
    expect(isLocalId(optimistic.id)).toBe(true);
    expect(ids(appendMessage(thread([stored('1')]), optimistic))).toEqual(['1', optimistic.id]);
    expect(toMessageView(optimistic)).toMatchObject({
      sender: 'patient',
      body: 'Hello',
      delivery: 'sending',
    });
    expect(toMessageView(stored('1')).delivery).toBeUndefined();
  });

  it('replaces it with the stored message in place, once', () => {
    const optimistic = optimisticMessage(outgoing);
    const sending = appendMessage(thread([stored('1')]), optimistic);
    expect(ids(replaceMessage(sending, optimistic.id, stored('2')))).toEqual(['1', '2']);
    // A refetch brought the stored message before the mutation answered: still one copy.
    const refetched = appendMessage(sending, stored('2'));
    expect(ids(replaceMessage(refetched, optimistic.id, stored('2')))).toEqual(['1', '2']);
    // A refetch dropped the optimistic entry: the stored message is appended.
    expect(ids(replaceMessage(thread([stored('1')]), optimistic.id, stored('2')))).toEqual(['1', '2']);
  });

  it('rolls back only the failed message, leaving others in flight', () => {
    const first = optimisticMessage(outgoing);
    const second = optimisticMessage(outgoingFrom({ body: 'Second', attachment: null }));
    const sending = appendMessage(appendMessage(thread([stored('1')]), first), second);
    expect(ids(removeMessage(sending, first.id))).toEqual(['1', second.id]);
  });

  it('leaves an absent thread absent', () => {
    expect(appendMessage(undefined, stored('1'))).toBeUndefined();
  });

  it('shows a chosen photo from a local URL while sending; a HEIC without type is known as HEIC', () => {
    const heic = new File([new Uint8Array([1, 2, 3])], 'IMG_0042.HEIC', { type: '' });
    const withPhoto = outgoingFrom({ body: 'See photo', attachment: heic });
    expect(withPhoto.previewUrl).toMatch(/^blob:/);
    expect(optimisticMessage(withPhoto).attachment).toEqual({
      id: withPhoto.localId,
      contentType: 'image/heic',
      url: withPhoto.previewUrl,
    });
    URL.revokeObjectURL(withPhoto.previewUrl as string);
  });

  it('keeps a failed message with its reason', () => {
    expect(failedMessageView({ ...outgoing, reason: 'Photos can be at most 10 MB.' })).toMatchObject({
      id: outgoing.localId,
      body: 'Hello',
      delivery: 'failed',
      failureReason: 'Photos can be at most 10 MB.',
    });
  });
});

describe('firstUnreadId', () => {
  it("finds the doctor's first unread message, ignoring the patient's own", () => {
    expect(
      firstUnreadId([
        stored('1', 'PATIENT'),
        stored('2', 'DOCTOR', '2026-10-06T12:00:00Z'),
        stored('3', 'DOCTOR'),
        stored('4', 'DOCTOR'),
      ]),
    ).toBe('3');
    expect(firstUnreadId([stored('1', 'PATIENT')])).toBeNull();
  });
});
