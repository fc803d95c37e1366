/** What the cluster tests see of the stack (provided by global-setup.ts), and the calls they share. */
import { MikroORM } from '@mikro-orm/core';
import { inject } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import { parseDatabase } from '../../api/config.ts';
import { ormOptions } from '../../api/db/orm-options.ts';
import type { S3Access } from './s3.ts';

export interface ClusterInfo {
  /** The balancer. */
  url: string;
  /** Each instance's own address, by INSTANCE_ID. */
  instances: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
  s3: S3Access;
  /** POST /kill/<name>, /start/<name>. */
  control: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo;
  }
}

export const cluster = (): ClusterInfo => inject('cluster');

export function instanceUrl(name: string): string {
  const url = cluster().instances[name];
  if (!url) throw new Error(`no instance ${name}`);
  return url;
}

async function control(action: 'kill' | 'start', name: string): Promise<void> {
  const res = await fetch(`${cluster().control}/${action}/${name}`, { method: 'POST' });
  if (res.status !== 204) throw new Error(`${action} ${name}: ${res.status} ${await res.text()}`);
}
/** SIGKILLs an instance (no shutdown hook runs). */
export const killInstance = (name: string) => control('kill', name);
/** Starts an instance again on its port and waits until the balancer routes to it. */
export const startInstance = (name: string) => control('start', name);

/**
 * A made-up client address per test, sent as X-Forwarded-For (the instances trust 127.0.0.1, and haproxy
 * appends its own hop): per-address sign-in limits of one test do not spill into another.
 */
export const clientIp = (n: number) => `198.51.100.${n}`;

export interface Answer<T> {
  status: number;
  body: T;
  servedBy: string | null;
}

export async function call<T = unknown>(
  base: string,
  path: string,
  init: { method?: string; token?: string; json?: unknown; ip?: string } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  if (init.ip) headers['x-forwarded-for'] = init.ip;
  const res = await fetch(`${base}/api/v1/${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text for the failure message.
  }
  return { status: res.status, body: body as T, servedBy: res.headers.get('x-served-by') };
}

export async function signIn(base: string, email: string, password: string, ip: string): Promise<string> {
  const res = await call<{ token: string }>(base, ApiPath.signIn, { json: { email, password }, ip });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** The app's ORM on the cluster's PostgreSQL, for setting up data and reading what the instances wrote. */
export async function openOrm(): Promise<MikroORM> {
  const database = parseDatabase(cluster().databaseUrl, '/nonexistent');
  return MikroORM.init({ ...(await ormOptions(database)), allowGlobalContext: true });
}
