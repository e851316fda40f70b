export { InlineMessage, type InlineMessageProps } from './inline-message.tsx';
