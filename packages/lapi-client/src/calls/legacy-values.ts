import { z } from 'zod';

/** Legacy ids arrive as numbers or numeric strings depending on the endpoint's age. */
export const id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

/** Money arrives as "24.99" or 24.99. */
export const amount = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);
