export type { DoctorView } from './doctor-card.tsx';
export type { MessageComposerProps, MessageDraft } from './message-composer.tsx';
export type { MessageAttachmentView, ThreadMessageView } from './message-thread.tsx';
export { MessagesScreen, type MessagesScreenProps, type MessagesScreenState } from './messages-screen.tsx';
