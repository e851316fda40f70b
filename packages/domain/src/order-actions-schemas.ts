import * as yup from 'yup';
import { ORDER_NUMBER_PATTERN, orderActionMessages, visitCategoryOf } from './order-actions.ts';

/** 'Finish' on a pending order: its category must be one an online visit exists for. */
export const resumeOrderSchema = yup.object({
  category: yup
    .string()
    .required(orderActionMessages.unknownCategory)
    .max(40, orderActionMessages.unknownCategory)
    .test('visit-category', orderActionMessages.unknownCategory, (value) =>
      value === undefined ? true : visitCategoryOf(value) !== null,
    ),
});

export const buyAgainSchema = yup.object({
  orderNumber: yup
    .string()
    .required(orderActionMessages.invalidOrderNumber)
    .matches(ORDER_NUMBER_PATTERN, orderActionMessages.invalidOrderNumber),
});
