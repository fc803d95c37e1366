/**
 * The tus server for placement materials and course media: @tus/file-store under <VAR_DIR>/uploads, or
 * @tus/s3-store with S3 storage (docs/decisions/061). Both keep each upload's state in the store, so
 * uploads resume across restarts and instances; with Redis, locks are shared too (redis-locker.ts). Hooks
 * tie each upload to a file the caller declared in their own draft and check the bytes.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { EntityManager } from '@mikro-orm/core';
import { FileStore } from '@tus/file-store';
import { MemoryLocker, Server } from '@tus/server';
import type { DataStore, KvStore, Upload } from '@tus/utils';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import * as v from 'valibot';
import { API_PREFIX, ApiPath } from '#contract/api-paths.ts';
import { CourseMediaUploadMetadata } from '#contract/courses.ts';
import { ErrorCode } from '#contract/errors.ts';
import type { Locale } from '#contract/limits.ts';
import { MEDIA_TYPE, UploadMetadata } from '#contract/placements.ts';
import type { Config } from '../../config.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import type { ObjectStore, S3Store } from '../../lib/storage/index.ts';
import { uploadsDir } from '../../lib/upload-storage.ts';
import {
  bindCourseUpload,
  checkCourseCaller,
  courseUploadRow,
  dropCourseUpload,
  isCourseMediaType,
  markCourseUploaded,
} from './course-media-uploads.ts';
import { RedisLocker } from './redis-locker.ts';
import { writeBodiesFromNode } from './tus-node-body.ts';
import { replaceable } from './upload-claims.ts';
import {
  bindUpload,
  type Caller,
  markUploaded,
  ownUploadFile,
  TusError,
  unbindUpload,
} from './uploads.service.ts';

export const TUS_PATH = `${API_PREFIX}/${ApiPath.uploads}`;
const SNIFF_BYTES = 4100;

/** The caller of a raw request, set by the Fastify route after authentication (before hijack). */
const callers = new WeakMap<object, Caller>();
export const setCaller = (req: IncomingMessage, caller: Caller) => callers.set(req, caller);

type TusRequest = { runtime?: { node?: { req: object } }; method: string };
function callerOf(req: TusRequest): Caller {
  const raw = req.runtime?.node?.req;
  const caller = raw && callers.get(raw);
  if (!caller) throw new TusError(401, ErrorCode.unauthorized, 'unauthorized', 'ru');
  return caller;
}

async function sniff(store: ObjectStore, uploadId: string): Promise<string | undefined> {
  const head = await store.head(store.uploadKey(uploadId), SNIFF_BYTES);
  return (await fileTypeFromBuffer(head))?.mime;
}

/**
 * Checks the bytes of a complete upload and records it as uploaded; refused bytes are removed. Idempotent:
 * onUploadFinish and the reconciliation after a crash may both run it.
 */
export async function completeUpload(
  em: EntityManager,
  store: ObjectStore,
  uploadId: string,
  locale: Locale,
) {
  const mime = await sniff(store, uploadId).catch(() => undefined);
  if (await courseUploadRow(em, uploadId)) return completeCourseUpload(em, store, uploadId, mime, locale);
  if (!mime || !MEDIA_TYPE.test(mime)) {
    await store.removeUpload(uploadId);
    await unbindUpload(em, uploadId);
    throw new TusError(415, ErrorCode.unsupportedMediaType, 'unsupported_file', locale);
  }
  if (!(await markUploaded(em, uploadId, mime))) {
    await store.removeUpload(uploadId);
    throw new TusError(409, ErrorCode.conflict, 'conflict', locale);
  }
}

/** The course media variant: only COURSE_MEDIA_TYPES; a refused medium leaves neither bytes nor row. */
async function completeCourseUpload(
  em: EntityManager,
  store: ObjectStore,
  uploadId: string,
  mime: string | undefined,
  locale: Locale,
) {
  if (!isCourseMediaType(mime)) {
    await store.removeUpload(uploadId);
    await dropCourseUpload(em, uploadId);
    throw new TusError(415, ErrorCode.unsupportedMediaType, 'unsupported_file', locale);
  }
  if (!(await markCourseUploaded(em, uploadId, mime))) {
    await store.removeUpload(uploadId);
    throw new TusError(409, ErrorCode.conflict, 'conflict', locale);
  }
}

/** S3 parts of 8 MiB unless set: large enough for throughput, small enough to resume without much loss. */
export const S3_PART_BYTES = 8 * 1024 * 1024;

/** The S3 datastore and its SDK are loaded only when S3 is configured (like the object store itself). */
async function datastoreFor(config: Config, store: ObjectStore): Promise<DataStore> {
  if (config.storage.kind === 's3') {
    const [{ S3Store: TusS3Store }, { s3ClientConfig }] = await Promise.all([
      import('@tus/s3-store'),
      import('../../lib/storage/s3.ts'),
    ]);
    return new TusS3Store({
      partSize: S3_PART_BYTES,
      s3ClientConfig: s3ClientConfig(config.storage),
      // The upload cache is shared through Redis (the default one is per process); the store's own
      // removals clear it as well (S3Store.removeUpload).
      cache: (store as S3Store).tusCache as KvStore<never> | undefined,
      // No object tags: expiry is driven by the database (upload-cleanup.ts), and not every service has tags.
      useTags: false,
    });
  }
  return new FileStore({
    directory: uploadsDir(config.varDir),
    expirationPeriodInMilliseconds: config.uploads.expirationMs,
  });
}

export async function createTusServer(config: Config, app: FastifyInstance): Promise<Server> {
  const { orm, log, storage: store } = app;
  const server = new Server({
    path: TUS_PATH,
    datastore: await datastoreFor(config, store),
    // Across instances through Redis; one process keeps them in memory.
    locker: app.redis ? new RedisLocker(app.redis) : new MemoryLocker(),
    relativeLocation: true,
    maxSize: config.uploads.maxFileBytes,
    // A finished file belongs to the draft now; only PUT /placements/:id removes it.
    disableTerminationForFinishedUploads: true,
    // Server-made ids: nothing the client sends becomes part of a path.
    namingFunction: (req, metadata) => {
      const caller = callerOf(req);
      const meta = metadata ?? {};
      if (!v.is(UploadMetadata, meta) && !v.is(CourseMediaUploadMetadata, meta))
        throw new TusError(400, ErrorCode.badRequest, 'invalid_value', caller.locale);
      return randomBytes(16).toString('hex');
    },
    onIncomingRequest: async (req, uploadId) => {
      const caller = callerOf(req);
      // A new upload is checked in onUploadCreate; every later request must be the owner's.
      if (req.method === 'POST') return;
      const em = orm.em.fork();
      if (await courseUploadRow(em, uploadId)) checkCourseCaller(caller, caller.locale);
      else await ownUploadFile(em, caller, uploadId);
    },
    onUploadCreate: async (req, upload) => {
      const caller = callerOf(req);
      const course = v.safeParse(CourseMediaUploadMetadata, upload.metadata ?? {});
      if (course.success) {
        const replaced = await bindCourseUpload(orm.em.fork(), caller, {
          uploadId: upload.id,
          meta: course.output,
          size: upload.size,
          replaceable: (id, startedAt) => replaceable(store, id, startedAt),
        });
        if (replaced) await store.removeUpload(replaced);
        return {};
      }
      const meta = upload.metadata as v.InferOutput<typeof UploadMetadata>;
      const replaced = await bindUpload(orm.em.fork(), caller, config.uploads.quotaBytes, {
        uploadId: upload.id,
        draftId: meta.draftId,
        fileId: meta.fileId,
        size: upload.size,
        replaceable: (id, startedAt) => replaceable(store, id, startedAt),
      });
      if (replaced) await store.removeUpload(replaced);
      return {};
    },
    // Unexpected failures leave as a bare 500: tus would otherwise put the error's message in the body.
    onResponseError: (_req, error) => {
      if (error instanceof Error && !('status_code' in error)) {
        log.error({ err: error }, 'upload failed');
        return { status_code: 500, body: new TusError(500, ErrorCode.internal, 'internal_error', 'ru').body };
      }
      return undefined;
    },
    onUploadFinish: async (req, upload: Upload) => {
      const caller = callerOf(req);
      // A crash (or a failed write) from here on leaves complete bytes unrecorded: see reconcile.ts.
      faultPoint('upload-finished-before-record');
      await completeUpload(orm.em.fork(), store, upload.id, caller.locale);
      return {};
    },
  });
  writeBodiesFromNode(server);
  // An abandoned upload the device terminated (DELETE): its file may be sent again.
  server.on('POST_TERMINATE', (_req: unknown, _res: unknown, id: string) => {
    unbindUpload(orm.em.fork(), id).catch(() => {});
    dropCourseUpload(orm.em.fork(), id).catch(() => {});
  });
  return server;
}
