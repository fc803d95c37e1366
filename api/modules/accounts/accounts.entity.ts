/**
 * The user account. One table for ambassadors and staff; `role` tells them apart. Later issues add
 * registration/profile fields here (nullable columns + a migration), so keep additions optional.
 */
import { randomUUID } from 'node:crypto';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

export const ROLES = ['ambassador', 'moderator', 'admin'] as const;
export const ACCOUNT_STATUSES = ['review', 'approved', 'rejected', 'hidden'] as const;
export const COOPERATION_TYPES = ['self_employed', 'sole_proprietor', 'company'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** Always stored lower-case (the service normalises); unique index makes duplicates impossible. */
    email: p.string().length(254).unique(),
    /** argon2id PHC string; hidden from serialisation and not selected unless asked for. */
    passwordHash: p.string().length(255).hidden().lazy(),
    role: p.enum(ROLES).default('ambassador'),
    status: p.enum(ACCOUNT_STATUSES).default('review'),
    /** SPEC §6: 10 means registration step 2 is still to do. */
    access: p.integer().default(0),
    onboardingCompleted: p.boolean().default(false),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    surname: p.string().length(100).nullable(),
    inn: p.string().length(20).nullable(),
    residency: p.string().length(50).nullable(),
    type: p.enum(COOPERATION_TYPES).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export type User = InferEntity<typeof User>;
