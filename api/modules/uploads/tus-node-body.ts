/**
 * tus takes a request body as a web stream and turns it back into a Node stream to write it
 * (BaseHandler.writeToStore): Node → web copies every chunk, and both adapters add promise work per chunk.
 * Here the bridge hands tus a placeholder body tied to the Node request, and PATCH/POST write from the
 * request itself, through the same proxy, size limit and store call as tus's own code (docs/decisions/084).
 *
 * Upload bytes are garbage once on disk, but V8 frees young buffers only when a scavenge runs, which
 * pure byte traffic rarely triggers before its 64 MB external allowance is spent; so every 8 MB received
 * asks for a scavenge (young generation only, well under a millisecond).
 */
import type { IncomingMessage } from 'node:http';
import { finished, PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Server } from '@tus/server';
import { type CancellationContext, ERRORS, EVENTS, StreamLimiter, type Upload } from '@tus/utils';

const sources = new WeakMap<ReadableStream, IncomingMessage>();

/**
 * A web body for tus that reads nothing by itself (high water mark 0); if anything but writeToStore
 * reads it, it falls back to the ordinary adapter.
 */
export function nodeBody(raw: IncomingMessage): ReadableStream<Uint8Array> {
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        reader ??= (Readable.toWeb(raw) as ReadableStream<Uint8Array>).getReader();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader?.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  sources.set(body, raw);
  return body;
}

const SCAVENGE_EVERY = 8 * 1024 * 1024;
let sinceScavenge = 0;
let scavenge: (() => void) | null | undefined;

/** V8's gc() taken once from a throwaway context (the flag is switched off again at once). */
function scavenger(): (() => void) | null {
  if (scavenge !== undefined) return scavenge;
  try {
    const exposed = (globalThis as { gc?: (o: object) => void }).gc;
    if (exposed) scavenge = () => exposed({ type: 'minor' });
    else {
      v8.setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as (o: object) => void;
      v8.setFlagsFromString('--no-expose-gc');
      scavenge = () => gc({ type: 'minor' });
    }
  } catch {
    scavenge = null;
  }
  return scavenge;
}

function countReceived(bytes: number) {
  sinceScavenge += bytes;
  if (sinceScavenge < SCAVENGE_EVERY) return;
  sinceScavenge = 0;
  scavenger()?.();
}

type WriteToStore = (
  body: ReadableStream | null,
  upload: Upload,
  maxFileSize: number,
  context: CancellationContext,
) => Promise<number>;

interface Writer {
  store: { write(stream: Readable, id: string, offset: number): Promise<number> };
  listenerCount(event: string): number;
  writeToStore: WriteToStore;
}

/** tus's writeToStore (BaseHandler) with the Node request as the source. */
async function writeFromNode(
  writer: Writer,
  raw: IncomingMessage,
  upload: Upload,
  maxFileSize: number,
  context: CancellationContext,
): Promise<number> {
  if (context.signal.aborted) throw ERRORS.ABORTED;
  // The proxy keeps a failed write from destroying the request (the client would see a hang-up, not 4xx).
  const proxy = new PassThrough();
  let sourceError: unknown;
  const onSourceError = (error: unknown) => {
    if (sourceError) return;
    sourceError = error;
    raw.unpipe(proxy);
    if (!context.signal.aborted) proxy.destroy(error as Error);
  };
  // A body cut short (network drop) ends as the web adapter's would: an error, the bytes so far kept.
  const stopWatching = finished(raw, { writable: false }, (error) => error && onSourceError(error));
  const onData = (chunk: Buffer) => countReceived(chunk.length);
  raw.on('data', onData);
  const onAbort = () => {
    raw.unpipe(proxy);
    if (!proxy.destroyed) proxy.end();
  };
  context.signal.addEventListener('abort', onAbort, { once: true });
  try {
    // The last step gets the limiter itself (a Readable), as in tus.
    const write = (stream: AsyncIterable<Buffer>) =>
      writer.store.write(stream as Readable, upload.id, upload.offset);
    return (await pipeline(raw.pipe(proxy), new StreamLimiter(maxFileSize), write)) as number;
  } catch (error) {
    raw.unpipe(proxy);
    const isAbort = error instanceof Error && error.name === 'AbortError';
    throw (sourceError !== undefined && error === sourceError) || isAbort ? ERRORS.ABORTED : error;
  } finally {
    raw.off('data', onData);
    stopWatching();
    context.signal.removeEventListener('abort', onAbort);
  }
}

/** PATCH and POST (creation with data) write bodies made by nodeBody from the Node request. */
export function writeBodiesFromNode(server: Server): void {
  for (const handler of [server.handlers.PATCH, server.handlers.POST]) {
    const writer = handler as unknown as Writer;
    const original = writer.writeToStore.bind(writer);
    writer.writeToStore = (body, upload, maxFileSize, context) => {
      const raw = body && sources.get(body);
      // Progress listeners (POST_RECEIVE) hang on tus's own stream: leave those requests to it.
      if (!raw || writer.listenerCount(EVENTS.POST_RECEIVE) > 0)
        return original(body, upload, maxFileSize, context);
      return writeFromNode(writer, raw, upload, maxFileSize, context);
    };
  }
}
