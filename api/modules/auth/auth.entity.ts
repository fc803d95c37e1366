/**
 * One row per issued token pair. Refreshing rotates: the old row gets `rotatedAt`, a new row joins the same
 * `familyId`. Only SHA-256 hashes of the opaque tokens are stored.
 */
import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../accounts/accounts.entity.ts';

export const AuthSession = defineEntity({
  name: 'AuthSession',
  tableName: 'auth_sessions',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    accessTokenHash: p.string().length(64).unique(),
    accessExpiresAt: p.datetime(),
    refreshTokenHash: p.string().length(64).unique(),
    refreshExpiresAt: p.datetime(),
    familyId: p.uuid().index(),
    rotatedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(512).nullable(),
  },
});

export type AuthSession = InferEntity<typeof AuthSession>;
