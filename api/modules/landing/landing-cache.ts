/**
 * The ladder and the plan are saved by the moderation module, which knows nothing of the landing: this
 * hook, added to every API route, drops the landing cache when one of those saves succeeds.
 */
import type { onResponseHookHandler } from 'fastify';
import { ApiPath, apiUrl } from '#contract/api-paths.ts';
import { invalidateLandingData } from './landing.service.ts';

const SOURCES = [apiUrl(ApiPath.adminRankLadder), apiUrl(ApiPath.adminCommissionPlan)];

export const dropLandingCacheOnEdit: onResponseHookHandler = (request, reply, done) => {
  if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
    const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
    if (SOURCES.includes(path)) invalidateLandingData();
  }
  done();
};
