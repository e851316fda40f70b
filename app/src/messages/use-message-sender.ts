import type { MessageDraft } from '@helmsman/ui';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import {
  type MessageThreadQuery,
  type SendMessageMutation,
  type ThreadMessageFragment,
  useMessageThreadQuery,
  useSendMessageMutation,
} from '../gql/hooks.ts';
import { errorMessage } from '../graphql/fetcher.ts';
import { useIntentKeys } from '../graphql/intent-keys.ts';
import { invalidateStale } from '../graphql/stale-queries.ts';
import { endSession } from '../session/end-session.ts';
import {
  appendMessage,
  type FailedMessage,
  type OutgoingMessage,
  optimisticMessage,
  outgoingFrom,
  removeMessage,
  replaceMessage,
} from './thread-cache.ts';
import { AttachmentUploadError, uploadAttachment } from './upload-attachment.ts';

const SEND_KEY = ['SendMessage'];

/** The gateway refused the message (form errors); `message` is for the customer. */
class MessageRefusedError extends Error {}

function refusalText(error: NonNullable<SendMessageMutation['sendMessage']['error']>): string {
  const fields = error.fieldErrors.map((field) => field.message);
  return fields.length > 0 ? fields.join(' ') : error.message;
}

/**
 * A failure that surely wrote nothing (a refusal, a photo refused before or by the gateway), after
 * which a retry is a new attempt with a new key. Network errors and 5xx may have written: the retry
 * keeps the key.
 */
function isRefusal(error: unknown): boolean {
  if (error instanceof MessageRefusedError) return true;
  if (!(error instanceof AttachmentUploadError)) return false;
  return error.status === 0 ? error.code !== 'NETWORK' : error.status >= 400 && error.status < 500;
}

function failureReason(error: unknown): string {
  if (error instanceof AttachmentUploadError || error instanceof MessageRefusedError) return error.message;
  return errorMessage(error);
}

/**
 * Sends messages optimistically: the message joins the cached thread at once (marked sending); when
 * stored it is replaced by the gateway's copy; when the send fails it is rolled back out of the thread
 * and kept as a failed message with its reason, to retry or discard. A photo is uploaded first
 * (POST /attachments), once: a retry reuses the upload. The photo and the message go with the
 * message's idempotency key, so a retry after an unknown outcome stores neither twice.
 */
export function useMessageSender() {
  const queryClient = useQueryClient();
  const threadKey = useMessageThreadQuery.getKey();
  const [failed, setFailed] = useState<FailedMessage[]>([]);
  const uploads = useRef(new Map<string, string>());
  const intents = useIntentKeys();

  const mutation = useMutation<ThreadMessageFragment, unknown, OutgoingMessage>({
    mutationKey: SEND_KEY,
    mutationFn: (outgoing) =>
      intents.send(
        outgoing.localId,
        async (idempotencyKey) => {
          let attachmentId = outgoing.uploadedAttachmentId ?? uploads.current.get(outgoing.localId) ?? null;
          if (outgoing.file && !attachmentId) {
            attachmentId = (await uploadAttachment(outgoing.file, undefined, { idempotencyKey })).id;
            uploads.current.set(outgoing.localId, attachmentId);
          }
          const { sendMessage } = await useSendMessageMutation.fetcher({
            input: { body: outgoing.body, ...(attachmentId ? { attachmentId } : {}), idempotencyKey },
          })();
          if (!sendMessage.ok || !sendMessage.message) {
            throw new MessageRefusedError(
              sendMessage.error ? refusalText(sendMessage.error) : 'Your message was not sent.',
            );
          }
          return sendMessage.message;
        },
        { isDefinite: isRefusal },
      ),
    onMutate: async (outgoing) => {
      // A refetch landing now would drop the optimistic entry from the thread.
      await queryClient.cancelQueries({ queryKey: threadKey });
      queryClient.setQueryData<MessageThreadQuery>(threadKey, (thread) =>
        appendMessage(thread, optimisticMessage(outgoing)),
      );
    },
    onSuccess: (stored, outgoing) => {
      queryClient.setQueryData<MessageThreadQuery>(threadKey, (thread) =>
        replaceMessage(thread, outgoing.localId, stored),
      );
      uploads.current.delete(outgoing.localId);
      if (outgoing.previewUrl) URL.revokeObjectURL(outgoing.previewUrl);
      invalidateStale(queryClient, 'SendMessage');
    },
    onError: (error, outgoing) => {
      queryClient.setQueryData<MessageThreadQuery>(threadKey, (thread) =>
        removeMessage(thread, outgoing.localId),
      );
      const uploadedAttachmentId = uploads.current.get(outgoing.localId) ?? outgoing.uploadedAttachmentId;
      uploads.current.delete(outgoing.localId);
      setFailed((list) => [...list, { ...outgoing, uploadedAttachmentId, reason: failureReason(error) }]);
      // GraphQL answers end the session through the query client; the upload is plain HTTP.
      if (error instanceof AttachmentUploadError && error.code === 'UNAUTHENTICATED') endSession(queryClient);
    },
  });
  const { mutate } = mutation;

  const send = useCallback((draft: MessageDraft) => mutate(outgoingFrom(draft)), [mutate]);

  const retry = useCallback(
    (localId: string) => {
      const message = failed.find((candidate) => candidate.localId === localId);
      if (!message) return;
      setFailed((list) => list.filter((candidate) => candidate.localId !== localId));
      const { reason: _reason, ...outgoing } = message;
      mutate({ ...outgoing, sentAt: new Date().toISOString() });
    },
    [failed, mutate],
  );

  const discard = useCallback(
    (localId: string) => {
      const message = failed.find((candidate) => candidate.localId === localId);
      if (message?.previewUrl) URL.revokeObjectURL(message.previewUrl);
      setFailed((list) => list.filter((candidate) => candidate.localId !== localId));
    },
    [failed],
  );

  const sending = useIsMutating({ mutationKey: SEND_KEY }) > 0;
  return { send, retry, discard, failed, sending };
}
