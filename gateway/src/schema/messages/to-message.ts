import { doctorShortName } from '@helmsman/domain';
import type { messaging } from '@helmsman/lapi-client';
import type { Doctor, Message, MessageAttachment } from '../types.generated.ts';

/** Where the gateway serves an attachment's image (gateway/src/attachments.ts). */
export function attachmentUrl(uploadId: number | string): string {
  return `/attachments/${uploadId}`;
}

export function toAttachment(attachment: { upload_id: number; content_type: string }): MessageAttachment {
  return {
    id: String(attachment.upload_id),
    contentType: attachment.content_type,
    url: attachmentUrl(attachment.upload_id),
  };
}

export function toMessage(message: messaging.ThreadMessage): Message {
  return {
    id: String(message.id),
    sender: message.sender === 'doctor' ? 'DOCTOR' : 'PATIENT',
    senderName: message.sender_name,
    body: message.body,
    sentAt: message.sent_at,
    readAt: message.read_at,
    attachment: message.attachment ? toAttachment(message.attachment) : null,
  };
}

export function toDoctor(doctor: messaging.Doctor): Doctor {
  return {
    name: doctor.name,
    shortName: doctorShortName(doctor.name),
    credentials: doctor.credentials,
    photoUrl: doctor.photo_url,
    bio: doctor.bio,
  };
}
