/**
 * The chaos run's API client: raw HTTP from Node, the way the app's sync runner talks to the server. Each
 * draft goes PUT (device id, revision 1) → tus upload of every file (POST, throttled PATCH, HEAD to resume)
 * → submit with a fixed Idempotency-Key. Network errors and 5xx are retried until the server is back; a
 * submit answering 409 files_incomplete re-checks the uploads (HEAD) a few times, as the app does. Some
 * drafts are edited after their first upload (revision 2 swaps a file), and two drafts go at once.
 */
import { v7 as uuidv7 } from 'uuid';
import { apiSignIn } from '../helpers/journey.ts';
import { type Activity, sleep } from './harness.ts';
import { type CreatedDraft, draftBody, mediaBytes, type NewFile } from './media.ts';
import { answer, Refused, slowRequest } from './tus-http.ts';

const TUS = { 'tus-resumable': '1.0.0' };
const MAX_REUPLOADS = 5;
/** Drafts edited (one file swapped) after their first upload. */
const EDIT_SHARE = 0.35;
const WORKERS = 2;

interface Upload {
  file: NewFile;
  bytes: Buffer;
  location: string | null;
}

export class TusClient {
  readonly drafts: CreatedDraft[] = [];
  readonly problems: string[] = [];
  private token = '';
  private creating = true;
  private stopped = false;
  private running: Promise<void> | null = null;

  private readonly base: string;
  private readonly email: string;
  private readonly password: string;
  private readonly activity: Activity;
  private readonly random: () => number;

  constructor(base: string, email: string, password: string, activity: Activity, random: () => number) {
    this.base = base;
    this.email = email;
    this.password = password;
    this.activity = activity;
    this.random = random;
  }

  start(): void {
    this.running = (async () => {
      this.token = await this.retry(() => apiSignIn(this.base, this.email, this.password));
      await Promise.all(Array.from({ length: WORKERS }, () => this.loop()));
    })();
  }

  /** Gives up at once: no more retries (the run is over). */
  stop(): void {
    this.creating = false;
    this.stopped = true;
  }

  /** Stops creating drafts and resolves when the ones created are settled. */
  async finish(): Promise<void> {
    this.creating = false;
    await this.running;
  }

  private async loop(): Promise<void> {
    while (this.creating) {
      const draft: CreatedDraft = {
        id: uuidv7(),
        marker: `chaos-tus-${this.drafts.length}-${uuidv7()}`,
        client: 'tus',
      };
      this.drafts.push(draft);
      try {
        await this.send(draft);
      } catch (error) {
        this.problems.push(`tus draft ${draft.id}: ${error instanceof Error ? error.message : error}`);
      }
    }
  }

  private newUpload(i: number): Upload {
    const size = 256 * 1024 + Math.floor(this.random() * 1.5 * 1024 * 1024);
    const kind = this.random() < 0.5 ? 'image' : 'video';
    const file = {
      id: uuidv7(),
      name: `file-${i}.${kind === 'image' ? 'png' : 'mp4'}`,
      size,
      type: kind === 'image' ? 'image/png' : 'video/mp4',
    };
    return { file, bytes: mediaBytes(kind, size), location: null };
  }

  private put(draft: CreatedDraft, revision: number, uploads: Upload[]) {
    const files = uploads.map((u) => u.file);
    const body = JSON.stringify({ ...draftBody(draft.marker, files), revision });
    return this.call('PUT', `/api/v1/placements/${draft.id}`, body);
  }

  private async send(draft: CreatedDraft): Promise<void> {
    const uploads = Array.from({ length: 1 + Math.floor(this.random() * 2) }, (_, i) => this.newUpload(i));
    let revision = 1;
    await this.put(draft, revision, uploads);
    if (this.random() < EDIT_SHARE) {
      // An edit after the first file is up: the last file is swapped, so the server drops its bytes.
      await this.retry(() => this.upload(draft.id, uploads[0] as Upload));
      uploads[uploads.length - 1] = this.newUpload(uploads.length);
      revision = 2;
      await this.put(draft, revision, uploads);
    }
    for (let round = 0; ; round++) {
      for (const upload of uploads) await this.retry(() => this.upload(draft.id, upload));
      const res = await this.call('POST', `/api/v1/placements/${draft.id}/submit`, undefined, {
        'idempotency-key': `${draft.id}:${revision}`,
      }).catch((error: unknown) => {
        if (error instanceof Refused && error.message.includes('409') && round < MAX_REUPLOADS) return null;
        throw error;
      });
      if (res) return;
    }
  }

  /** A JSON call retried until the server answers something other than a network error or 5xx. */
  private call(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
    return this.retry(async () => {
      this.activity.begin('sync');
      try {
        const res = await fetch(`${this.base}${path}`, {
          method,
          body,
          headers: {
            authorization: `Bearer ${this.token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
          signal: AbortSignal.timeout(20_000),
        });
        const text = await res.text();
        if (res.status >= 500) throw new Error(`${method} ${path}: ${res.status} ${text}`);
        if (res.status >= 400) throw new Refused(`${method} ${path}: ${res.status} ${text}`);
        return text;
      } finally {
        this.activity.end('sync');
      }
    });
  }

  private async retry<T>(step: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await step();
      } catch (error) {
        if (error instanceof Refused || this.stopped) throw error;
        // The server is down or restarting; 5xx answers are reported (a 5xx is always a bug) and retried.
        if (error instanceof Error && / 5\d\d /.test(error.message)) this.problems.push(error.message);
        if (attempt > 2000) throw error;
        await sleep(100 + Math.floor(this.random() * 200));
      }
    }
  }

  private async raw(method: string, path: string, headers: Record<string, string>, body?: Buffer) {
    if (body) this.activity.begin('upload');
    try {
      return await slowRequest(new URL(path, this.base), method, headers, body);
    } finally {
      if (body) this.activity.end('upload');
    }
  }

  /** One tus attempt: create if needed, ask the offset, send the rest. Throws to be retried. */
  private async upload(draftId: string, u: Upload): Promise<void> {
    const auth = { ...TUS, authorization: `Bearer ${this.token}` };
    if (!u.location) {
      const meta = { draftId, fileId: u.file.id, filename: u.file.name, filetype: u.file.type };
      const metadata = Object.entries(meta)
        .map(([k, val]) => `${k} ${Buffer.from(val).toString('base64')}`)
        .join(',');
      const res = await this.raw('POST', '/api/v1/uploads', {
        ...auth,
        'upload-length': String(u.file.size),
        'upload-metadata': metadata,
      });
      if (res.status !== 201 || !res.location) throw answer('POST upload', res);
      u.location = res.location;
    }
    const head = await this.raw('HEAD', u.location, auth);
    // Gone (expired, replaced or never recorded): start this file over, as tus-js-client does.
    if (head.status === 404 || head.status === 410) {
      u.location = null;
      throw new Error('upload gone, creating it again');
    }
    if (head.status !== 200) throw answer('HEAD upload', head);
    const offset = Number(head.offset);
    if (offset >= u.file.size) return;
    const patch = await this.raw(
      'PATCH',
      u.location,
      { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
      u.bytes.subarray(offset),
    );
    if (patch.status !== 204) throw answer('PATCH upload', patch);
  }
}
