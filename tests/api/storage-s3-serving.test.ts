/**
 * Serving from S3 storage through either of two instances (tests/helpers/s3-cluster.ts): course media with
 * Range, and avatars (upload, serving, replacement). Nothing lands on the local disk.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCourses } from '../../api/db/seed/demo-courses.ts';
import { bearer, signIn } from '../helpers/api-app.ts';
import { multipartBody, png } from '../helpers/api-multipart.ts';
import { type S3Cluster, startS3Cluster } from '../helpers/s3-cluster.ts';

let c: S3Cluster;
let token: string;
beforeAll(async () => {
  c = await startS3Cluster();
  token = (await signIn(c.t.app, 'ambassador@demo.local')).token;
});
afterAll(async () => c?.close());

describe('S3 storage serving', () => {
  it('serves course media from the bucket with Range', async () => {
    await seedDemoCourses(c.t.app.orm.em.fork(), c.t.app.storage);
    const admin = (await signIn(c.t.app, 'admin@demo.local')).token;
    const courses = (await c.t.app.inject({ url: '/api/v1/courses', headers: bearer(admin) })).json();
    const full = (
      await c.b.inject({ url: `/api/v1/courses/${courses[0].id}`, headers: bearer(admin) })
    ).json();
    const video = full.media.find((m: { mime: string }) => m.mime === 'video/mp4');
    const whole = await c.b.inject({ url: video.url, headers: bearer(admin) });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(video.size);
    const part = await c.t.app.inject({
      url: video.url,
      headers: { ...bearer(admin), range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    expect(c.onDisk('uploads')).toEqual([]);
  });

  it('stores avatars in the bucket, serves them from either instance, and drops a replaced one', async () => {
    const send = (content: Buffer) => {
      const { payload, headers } = multipartBody('file', 'a.png', content);
      return c.t.app.inject({
        method: 'POST',
        url: '/api/v1/profile/avatar',
        headers: { ...headers, ...bearer(token) },
        payload,
      });
    };
    const first = await send(png());
    expect(first.statusCode).toBe(200);
    const url = first.json().avatar_url as string;
    const served = await c.b.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png())).toBe(true);
    const second = await send(png(5000));
    expect(second.statusCode).toBe(200);
    expect((await c.t.app.inject({ url })).statusCode).toBe(404);
    const name = (second.json().avatar_url as string).split('/').pop();
    expect((await c.t.app.storage.list('avatars/')).map((o) => o.key)).toEqual([`avatars/${name}`]);
    expect(c.onDisk('avatars')).toEqual([]);
  });
});
