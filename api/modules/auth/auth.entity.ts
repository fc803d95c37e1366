import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';

export const AuthSession = defineEntity({
  name: 'AuthSession',
  tableName: 'auth_sessions',
  properties: {
    id: uuidKey(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    accessTokenHash: p.string().length(64).unique(),
    accessExpiresAt: p.datetime(),
    refreshTokenHash: p.string().length(64).unique(),
    refreshExpiresAt: p.datetime(),
    familyId: p.uuid().index(),
    rotatedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    createdAt: createdAt(),
    ip: p.string().length(64).nullable(),
    userAgent: p.string().length(512).nullable(),
  },
});

export type AuthSession = InferEntity<typeof AuthSession>;
