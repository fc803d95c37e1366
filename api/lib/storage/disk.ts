/** The local-disk store under VAR_DIR: uploads in `uploads/` (tus FileStore layout), avatars in `avatars/`. */
import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { type ByteRange, checkUploadId, type ObjectStore, type StoredObject, traceUploads } from './types.ts';

/** One folder level and a plain name: keys never climb out of VAR_DIR. */
const SAFE_KEY = /^(?:[a-z]+\/)?[0-9A-Za-z_-][0-9A-Za-z._-]*$/;
const UPLOAD_FILE = /^([0-9a-f]{32})(\.json)?$/;

export const uploadsDir = (varDir: string) => join(varDir, 'uploads');

export class DiskStore implements ObjectStore {
  readonly kind = 'disk';
  readonly varDir: string;
  constructor(varDir: string) {
    this.varDir = varDir;
  }

  path(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error('invalid storage key');
    return join(this.varDir, key);
  }

  async size(key: string) {
    return stat(this.path(key)).then(
      (s) => s.size,
      () => null,
    );
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    return createReadStream(this.path(key), range);
  }

  async head(key: string, bytes: number) {
    const handle = await open(this.path(key), 'r').catch(() => null);
    if (!handle) return Buffer.alloc(0);
    try {
      const buf = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buf, 0, bytes, 0);
      return buf.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** Written beside and renamed into place, so a reader never sees half a file. */
  async put(key: string, body: Buffer) {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    const tmp = join(dirname(file), `.upload-${randomUUID()}`);
    try {
      await writeFile(tmp, body, { flag: 'wx', mode: 0o640 });
      await rename(tmp, file);
    } finally {
      await rm(tmp, { force: true });
    }
  }

  async remove(keys: string[]) {
    await Promise.all(keys.map((key) => rm(this.path(key), { force: true })));
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const slash = prefix.lastIndexOf('/');
    const dir = slash < 0 ? '' : prefix.slice(0, slash);
    const names = await readdir(join(this.varDir, dir)).catch(() => [] as string[]);
    const out: StoredObject[] = [];
    for (const name of names) {
      const key = dir ? `${dir}/${name}` : name;
      if (!key.startsWith(prefix) || name.startsWith('.')) continue;
      const info = await stat(join(this.varDir, key)).catch(() => null);
      if (info?.isFile()) out.push({ key, size: info.size, modifiedMs: info.mtimeMs });
    }
    return out;
  }

  async check() {
    await mkdir(this.varDir, { recursive: true });
    await access(this.varDir, constants.R_OK | constants.W_OK);
  }

  uploadKey(uploadId: string) {
    return `uploads/${checkUploadId(uploadId)}`;
  }

  async removeUpload(uploadId: string) {
    const key = this.uploadKey(uploadId);
    await this.remove([key, `${key}.json`]);
  }

  /**
   * Both the bytes and a readable tus state file exist. A kill while tus writes the state can leave it empty
   * or cut short; tus answers such an upload 404, so handing it out again would loop the device forever.
   */
  async uploadExists(uploadId: string) {
    const path = this.path(this.uploadKey(uploadId));
    try {
      const [, state] = await Promise.all([access(path), readFile(`${path}.json`, 'utf8')]);
      JSON.parse(state);
      return true;
    } catch {
      return false;
    }
  }

  async assembleUpload() {
    return false;
  }

  async scanUploads() {
    return traceUploads(await this.list('uploads/'), (key) => {
      const match = UPLOAD_FILE.exec(key.slice('uploads/'.length));
      return match?.[1] ? { id: match[1], data: !match[2], state: !!match[2] } : null;
    });
  }
}
