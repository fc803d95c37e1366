/** Column definitions that most entities share, written once (MikroORM `defineEntity` properties). */
import { randomUUID } from 'node:crypto';
import { p } from '@mikro-orm/core';

/** A UUID primary key made by the app when the row is created. */
export const uuidKey = () =>
  p
    .uuid()
    .primary()
    .onCreate(() => randomUUID());

export const createdAt = () => p.datetime().onCreate(() => new Date());

export const updatedAt = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

/** Both times of a row that changes after it is made. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
