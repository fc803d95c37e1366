/**
 * The known-device cookie of docs/decisions/036: set at a successful sign-in, one per account and device.
 * Signed (the cookie secret) and httpOnly, sent only to the sign-in route. Its name and content carry a keyed
 * hash of the e-mail, so it neither reveals the address nor works for another account.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, ApiPath } from '#contract/api-paths.ts';

const MAX_AGE_S = 180 * 24 * 60 * 60;
const PATH = `${API_PREFIX}/${ApiPath.signIn}`;

export interface DeviceCookies {
  /** The device id of a valid cookie for this e-mail, or null. */
  read(request: FastifyRequest, email: string): string | null;
  /** Sets a fresh cookie for this e-mail (a new device id each sign-in). */
  issue(reply: FastifyReply, email: string): void;
}

export function deviceCookies(secret: string, https: boolean): DeviceCookies {
  const tag = (email: string) =>
    createHmac('sha256', secret).update(`device:${email}`).digest('base64url').slice(0, 22);
  const name = (t: string) => `device_${t}`;
  return {
    read(request, email) {
      const t = tag(email);
      const raw = request.cookies[name(t)];
      if (!raw) return null;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return null;
      const [cookieTag, id, issuedAt] = unsigned.value.split('.');
      if (cookieTag !== t || !id || !/^\d+$/.test(issuedAt ?? '')) return null;
      if ((Number(issuedAt) + MAX_AGE_S) * 1000 <= Date.now()) return null;
      return id;
    },
    issue(reply, email) {
      const t = tag(email);
      const value = `${t}.${randomBytes(16).toString('base64url')}.${Math.floor(Date.now() / 1000)}`;
      reply.setCookie(name(t), value, {
        signed: true,
        httpOnly: true,
        secure: https,
        sameSite: 'strict',
        path: PATH,
        maxAge: MAX_AGE_S,
      });
    },
  };
}
