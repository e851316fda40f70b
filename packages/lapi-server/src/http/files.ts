import type { Context } from 'hono';

/** What a handler sees of the multipart file fields its route declared (`files` in the route). */
export type FormFiles = ReadonlyMap<string, File>;

export const noFiles: FormFiles = new Map();

/**
 * The declared file fields of a request whose `data` field was already read. Hono keeps the parsed
 * form of a request, so this reads no bytes twice. A declared field sent as text, or not sent, is
 * absent from the map: the handler says which field it needs.
 */
export async function readFormFiles(c: Context, names: readonly string[]): Promise<FormFiles> {
  const form = await c.req.parseBody();
  const files = new Map<string, File>();
  for (const name of names) {
    const value = form[name];
    if (value instanceof File) files.set(name, value);
  }
  return files;
}
