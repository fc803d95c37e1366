/** How the ORD VK fake reads a request body: JSON, or multipart/form-data (the media upload). */
import type { IncomingMessage } from 'node:http';

export const readBytes = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

export interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * The body as the validator sees it: JSON parsed; multipart/form-data as an object of its fields, a file
 * field given as a string (the document's `type: string, format: binary`), the files kept aside.
 */
export async function parseBody(bytes: Buffer, contentType: string) {
  const files = new Map<string, Upload>();
  if (!contentType.startsWith('multipart/form-data'))
    return { body: bytes.length ? (JSON.parse(bytes.toString('utf8')) as unknown) : undefined, files };
  const form = await new Response(new Uint8Array(bytes), {
    headers: { 'content-type': contentType },
  }).formData();
  const body: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') body[key] = value;
    else {
      body[key] = value.name;
      files.set(key, { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) });
    }
  }
  return { body, files };
}
