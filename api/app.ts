/**
 * Builds the Fastify app without listening (tests inject, server.ts listens). Layering, in order:
 * external plugins → app plugins (api/plugins) → modules under /api/v1 → the static PWA and its fallback.
 */
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { MikroORM } from '@mikro-orm/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_PREFIX, ApiPath, apiUrl } from '#contract/api-paths.ts';
import { PUBLIC_CONFIG_ELEMENT_ID } from '#contract/landing-html.ts';
import type { Config } from './config.ts';
import { ormOptions } from './db/orm-options.ts';
import { closeMonthNow } from './jobs/month-close.ts';
import { notifyLateToken } from './jobs/ord-jobs.ts';
import { evaluateMonthNow } from './jobs/rank-evaluation.ts';
import { jobsNow } from './jobs/run-now.ts';
import { sharedSlots } from './jobs/shared-slots.ts';
import { answerClientError } from './lib/http-layer.ts';
import { RATE_LIMIT_KEY_PREFIX } from './lib/rate-limit.ts';
import storage from './lib/storage/index.ts';
import { serializerCompiler, validatorCompiler } from './lib/valibot.ts';
import { APP_VERSION } from './lib/version.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import { authenticate } from './modules/auth/authenticate.ts';
import commissionAdminRoutes from './modules/commissions/commission-admin.routes.ts';
import { ensureDefaultPlan } from './modules/commissions/plan.service.ts';
import courseAdminRoutes from './modules/courses/course-admin.routes.ts';
import coursesRoutes from './modules/courses/courses.routes.ts';
import fraudRoutes from './modules/fraud/fraud.routes.ts';
import leakRoutes from './modules/fraud/leak.routes.ts';
import incomeRoutes from './modules/income/income.routes.ts';
import landingRoutes from './modules/landing/landing.routes.ts';
import { loadLandingData } from './modules/landing/landing.service.ts';
import landingAdminRoutes from './modules/landing/landing-admin.routes.ts';
import { dropLandingCacheOnEdit } from './modules/landing/landing-cache.ts';
import { saveToOutbox } from './modules/mail/outbox.ts';
import moderationRoutes from './modules/moderation/moderation.routes.ts';
import placementModerationRoutes from './modules/moderation/placement-moderation.routes.ts';
import onboardingRoutes from './modules/onboarding/onboarding.routes.ts';
import { completeCourseStepIfDone } from './modules/onboarding/onboarding.service.ts';
import telegramRoutes from './modules/onboarding/telegram.routes.ts';
import adRuleRoutes from './modules/placements/ad-rules.routes.ts';
import type { OrdOperator } from './modules/placements/ord.ts';
import ordAdminRoutes from './modules/placements/ord-admin.routes.ts';
import { ordOperator } from './modules/placements/ord-operator.ts';
import placementRoutes from './modules/placements/placements.routes.ts';
import productRoutes from './modules/products/products.routes.ts';
import productAdminRoutes from './modules/products/products-admin.routes.ts';
import accountSecurityRoutes from './modules/profile/account-security.routes.ts';
import profileRoutes from './modules/profile/profile.routes.ts';
import programRoutes from './modules/program/program.routes.ts';
import promocodeRoutes from './modules/promocodes/promocodes.routes.ts';
import { ensureDefaultLadder } from './modules/ranks/ladder.service.ts';
import rankAdminRoutes from './modules/ranks/rank-admin.routes.ts';
import ranksRoutes from './modules/ranks/ranks.routes.ts';
import recoveryRoutes from './modules/recovery/recovery.routes.ts';
import registrationRoutes from './modules/registration/registration.routes.ts';
import placementStatsRoutes from './modules/sales/placement-stats.routes.ts';
import referralRoutes, { isReferralUrl, sendStrayReferral } from './modules/sales/referral.routes.ts';
import salesAdminRoutes from './modules/sales/sales-admin.routes.ts';
import webhookRoutes from './modules/sales/webhook.routes.ts';
import { brandSlots, brandStyle } from './modules/system/brand-html.ts';
import jobsAdminRoutes from './modules/system/jobs-admin.routes.ts';
import landingPages from './modules/system/landing-pages.ts';
import { OPERATION_EXTRAS } from './modules/system/openapi-extras.ts';
import { TUS_PATHS } from './modules/system/openapi-tus.ts';
import { inlineJson, publicConfigOf } from './modules/system/public-config.ts';
import systemRoutes from './modules/system/system.routes.ts';
import webManifest from './modules/system/web-manifest.ts';
import {
  NPD_CALLS_PER_MINUTE,
  type NpdStatusClient,
  NpdUnavailable,
  npdStatusClient,
} from './modules/tax/npd-status-client.ts';
import managerAdminRoutes from './modules/team/manager-admin.routes.ts';
import teamRoutes from './modules/team/team.routes.ts';
import uploadReconciliation from './modules/uploads/reconcile.ts';
import uploadRoutes from './modules/uploads/uploads.routes.ts';
import actsRoutes from './modules/wallet/acts/acts.routes.ts';
import npdRoutes from './modules/wallet/npd.routes.ts';
import payoutModerationRoutes from './modules/wallet/payout-admin.routes.ts';
import { type PayoutProvider, SIGNATURE_HEADER } from './modules/wallet/payout-provider.ts';
import { payoutProvider } from './modules/wallet/payout-providers.ts';
import payoutWebhookRoutes from './modules/wallet/payout-webhook.routes.ts';
import walletRoutes from './modules/wallet/wallet.routes.ts';
import yookassaNotificationRoutes from './modules/wallet/yookassa/yookassa-notifications.routes.ts';
import auth from './plugins/auth.ts';
import errors from './plugins/errors.ts';
import health from './plugins/health.ts';
import mailer from './plugins/mailer.ts';
import notifier from './plugins/notifier.ts';
import openapi from './plugins/openapi.ts';
import orm from './plugins/orm.ts';
import redis from './plugins/redis.ts';
import requestId, { INSTANCE_HEADER, REQUEST_ID_HEADER, requestIdOf } from './plugins/request-id.ts';
import security from './plugins/security.ts';
import staticFiles from './plugins/static.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payout service (tests await `payouts.idle()` for the sandbox's webhooks). */
    payouts: PayoutProvider;
    /** The tax service's self-employed status check (the sandbox unless NPD_STATUS_URL is set). */
    npd: NpdStatusClient;
    /** The ad-marking operator named by ORD_OPERATOR (decision 069). */
    ord: OrdOperator;
  }
}

export const JSON_BODY_LIMIT = 1024 * 1024;

/** A hop count becomes the equivalent function (Fastify's types only take the other forms). */
function trustProxy(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export interface BuildOptions {
  /** Pino options (merged over the defaults: a test may pass a `stream`) or `false`. */
  logger?: boolean | Record<string, unknown>;
  /**
   * Another app's ORM, for a second instance in the same process on SQLite: node:sqlite waits for a lock
   * synchronously, so two connections in one process would block each other (PostgreSQL needs none).
   */
  sharedOrm?: MikroORM;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app: FastifyInstance = Fastify({
    logger:
      typeof options.logger === 'boolean'
        ? options.logger
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Every line names the instance; request lines carry `reqId` as well (docs/decisions/062).
            base: { pid: process.pid, instance: config.instanceId },
            ...options.logger,
          },
    genReqId: requestIdOf,
    // A silent logger writes no line, so a per-request child (pino serialises its reqId binding) would be
    // built for nothing: the request logs through the silent logger itself, as Fastify does without a logger.
    // Any other level, or a route's own level or serializers, gets the child as before.
    childLoggerFactory: (logger, bindings, opts) =>
      logger.level === 'silent' && opts.level === undefined && opts.serializers === undefined
        ? logger
        : logger.child(bindings, opts),
    bodyLimit: JSON_BODY_LIMIT,
    // A stalled client loses its socket after 90 s without a byte (slowloris), and headers must arrive
    // within Node's 60 s headersTimeout. There is no cap on a whole request's duration: one tus PATCH of a
    // 500 MB video over a phone link may rightly take an hour while bytes keep flowing.
    connectionTimeout: 90_000,
    requestTimeout: 0,
    keepAliveTimeout: 72_000,
    // Explicit: forwarded headers are honoured only for the proxies named in TRUST_PROXY.
    trustProxy: trustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A bad URL encoding (400) or an over-long parameter (414) is answered before any hook: give it the
    // app's error body and security headers all the same.
    frameworkErrors: (error, request, reply) => {
      reply.headers(app.securityHeaders);
      reply.header(REQUEST_ID_HEADER, request.id).header(INSTANCE_HEADER, config.instanceId);
      // A mangled referral link is still sent on (docs/decisions/044).
      if (isReferralUrl(request.url)) return sendStrayReferral(config, request.url, reply);
      return app.sendFrameworkError(error, request, reply);
    },
    return503OnClosing: true,
    // Node's HTTP layer answers a malformed request line or oversized headers itself: the app's headers too.
    clientErrorHandler: (error, socket) =>
      answerClientError(error, socket, { ...app.securityHeaders, [INSTANCE_HEADER]: config.instanceId }),
    // Node would answer a request without Host itself, bare: the security plugin answers it instead.
    http: { requireHostHeader: false },
  });
  app.setValidatorCompiler(validatorCompiler);
  // The API speaks JSON only; text/plain bodies get a 415 instead of a confusing validation error.
  app.removeContentTypeParser('text/plain');
  app.setSerializerCompiler(serializerCompiler(config.env !== 'production'));

  // External plugins.
  await app.register(cookie, { secret: config.cookieSecret });
  await app.register(redis, { url: config.redisUrl });
  // Uploaded files: the disk under VAR_DIR or an S3 bucket (`app.storage`, docs/decisions/061).
  await app.register(storage, { config });
  // One count for all instances when Redis is configured (docs/decisions/062).
  await app.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: RATE_LIMIT_KEY_PREFIX } : {}),
  });

  // App plugins.
  await app.register(requestId, { instanceId: config.instanceId });
  await app.register(errors, { config });
  await app.register(security, { config });
  await app.register(orm, { options: await ormOptions(config.database), shared: options.sharedOrm });
  // Commissions always need a plan: an empty database gets the default one (docs/decisions/040).
  await ensureDefaultPlan(app.orm.em.fork());
  await ensureDefaultLadder(app.orm.em.fork());
  await app.register(auth, { authenticate });
  await app.register(mailer, { config, outbox: saveToOutbox });
  await app.register(notifier, { config });
  await app.register(openapi, {
    version: APP_VERSION,
    production: config.env === 'production',
    additions: { operations: OPERATION_EXTRAS, paths: TUS_PATHS },
  });
  // Root probes /healthz and /readyz (not under /api/v1).
  await app.register(health);

  // API responses are per-user and must not be stored by browsers or proxies unless a route says so.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  // Before the modules: it hooks into the submit route as that route is declared.
  await app.register(uploadReconciliation);

  // The sandbox payout provider reports outcomes through the real webhook route, as a real one would.
  const { provider: payouts, yookassa } = payoutProvider(config.payouts, (body, signature) =>
    app.inject({
      method: 'POST',
      url: apiUrl(ApiPath.payoutWebhook),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: body,
    }),
  );
  app.decorate('payouts', payouts);
  // At most 2 calls a minute leave the cluster, not each instance: the slots live in the shared database.
  const npdSlots = sharedSlots(
    () => app.orm.em.fork(),
    'npd-status-call',
    NPD_CALLS_PER_MINUTE,
    config.npd.windowMs,
    () => new NpdUnavailable('queue_full'),
  );
  const npd = npdStatusClient(config.npd.statusUrl, config.npd.windowMs, npdSlots);
  app.decorate('npd', npd);
  app.decorate('ord', ordOperator(config));
  app.addHook('onClose', () => payouts.idle());

  // Modules.
  await app.register(
    async (api) => {
      api.addHook('onResponse', dropLandingCacheOnEdit);
      await api.register(systemRoutes, { config });
      await api.register(authRoutes, { config });
      await api.register(registrationRoutes, { config });
      await api.register(recoveryRoutes, { config });
      await api.register(moderationRoutes, { config });
      await api.register(onboardingRoutes, { config });
      await api.register(telegramRoutes, { config });
      await api.register(profileRoutes, { config });
      await api.register(accountSecurityRoutes, { config });
      await api.register(placementRoutes, { config });
      await api.register(adRuleRoutes, { config });
      await api.register(promocodeRoutes);
      await api.register(uploadRoutes, { config });
      await api.register(placementModerationRoutes, { config });
      await api.register(ordAdminRoutes, { config, ord: app.ord });
      await api.register(walletRoutes, { payouts, npd });
      await api.register(actsRoutes);
      await api.register(payoutModerationRoutes, { payouts, npd });
      await api.register(npdRoutes, { npd });
      await api.register(payoutWebhookRoutes, { secret: config.payouts.webhookSecret });
      if (yookassa) await api.register(yookassaNotificationRoutes, { client: yookassa });
      await api.register(webhookRoutes, { config });
      await api.register(salesAdminRoutes, { config });
      await api.register(placementStatsRoutes, { config });
      await api.register(commissionAdminRoutes, { closeMonthNow });
      await api.register(managerAdminRoutes);
      await api.register(incomeRoutes, { config });
      await api.register(fraudRoutes);
      await api.register(leakRoutes, { config });
      await api.register(ranksRoutes);
      await api.register(teamRoutes, { config });
      await api.register(rankAdminRoutes, { evaluateMonthNow });
      await api.register(jobsAdminRoutes, { jobs: jobsNow(config, app.ord, notifyLateToken(app, config)) });
      await api.register(landingRoutes);
      await api.register(landingAdminRoutes);
      await api.register(coursesRoutes, { config, afterOnboardingLesson: completeCourseStepIfDone });
      await api.register(courseAdminRoutes, { config });
      await api.register(productRoutes);
      await api.register(productAdminRoutes);
      await api.register(programRoutes);
    },
    { prefix: API_PREFIX },
  );

  // Root routes outside /api: the referral link `/r/{part}`.
  await app.register(referralRoutes, { config });

  // The guests' landing: prerendered HTML with the config and data inlined (docs/decisions/054).
  await app.register(landingPages, { config, loadData: loadLandingData });

  // The manifest with the configured brand (docs/decisions/066), ahead of the static copy it is made from.
  await app.register(webManifest, { staticDir: config.staticDir, brand: config.brand });

  // The built PWA and the not-found fallback come last; the shell carries the public config.
  const publicConfig = publicConfigOf(config);
  const configTag = inlineJson(PUBLIC_CONFIG_ELEMENT_ID, publicConfig);
  await app.register(staticFiles, {
    root: config.staticDir,
    inlineHead: configTag + brandStyle(config.brand),
    lists: publicConfig,
    fillPage: (html) => brandSlots(html, config.brand),
  });
  return app;
}
