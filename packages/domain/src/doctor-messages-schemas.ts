import * as yup from 'yup';
import { MESSAGE_MAX_LENGTH, messageTexts } from './doctor-messages.ts';

/** The message composer's form (the gateway checks Mutation.sendMessage with it too). */
export const messageSchema = yup.object({
  body: yup
    .string()
    .trim()
    .required(messageTexts.bodyRequired)
    .max(MESSAGE_MAX_LENGTH, messageTexts.bodyTooLong),
});
export type MessageValues = yup.InferType<typeof messageSchema>;
