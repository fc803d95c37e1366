/**
 * The rules an ad must meet (docs/decisions/074-ad-rules.md): a blogger reads their market's, so the form
 * refuses before anything is sent; moderators read them all; admins change one (audited), for instance a
 * newly banned network's reason or the day a rule applies from.
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import {
  AdMarking,
  AdRule,
  AdRuleCreateBody,
  AdRuleShape,
  AdRuleUpdateBody,
  MARKED_MARKETS,
  normalizeRule,
} from '#contract/ad-rules.ts';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody, ErrorCode } from '#contract/errors.ts';
import { accountMarket } from '#contract/markets.ts';
import { fieldErrorIds } from '#contract/validation.ts';
import type { Config } from '../../config.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE } from '../../lib/admin-schema.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { audited } from '../audit/audited.ts';
import { AdRuleRow } from './ad-rule.entity.ts';
import { adRules, toAdRule } from './placement-compliance.ts';

const CodeParams = v.object({ code: v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,40}$/)) });

const adRuleRoutes: FastifyPluginAsync<{ config: Config }, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { config },
) => {
  app.get(
    `/${ApiPath.adRules}`,
    {
      schema: {
        tags: ['placements'],
        security: [{ bearer: [] }],
        response: { 200: AdMarking, 401: ErrorBody, 403: ErrorBody },
      },
      onRequest: app.requireApproved,
    },
    async (request) => {
      const market = accountMarket(currentUser(request));
      return {
        market,
        advertiser: MARKED_MARKETS.includes(market) ? config.ord.advertiser : null,
        rules: await adRules(request.em, market),
      };
    },
  );

  app.get(
    `/${ApiPath.adminAdRules}`,
    {
      schema: { ...ADMIN_ROUTE, response: { 200: v.array(AdRule), ...ADMIN_ERRORS } },
      onRequest: app.requireRole('moderator'),
    },
    async (request) => adRules(request.em, 'all'),
  );

  app.post(
    `/${ApiPath.adminAdRules}`,
    {
      schema: { ...ADMIN_ROUTE, body: AdRuleCreateBody, response: { 201: AdRule, ...ADMIN_ERRORS } },
      onRequest: app.requireRole('admin'),
    },
    async (request, reply) => {
      const b = normalizeRule(request.body);
      const actor = currentUser(request).id;
      const rule = await audited(
        request.em,
        actor,
        'ad_rule.create',
        async (tx) => {
          if (await tx.findOne(AdRuleRow, { code: b.code }))
            throw conflict('ad_rule_code_taken', { code: ['ad_rule_code_taken'] });
          const [last] = await tx.find(AdRuleRow, {}, { orderBy: { position: 'desc' }, limit: 1 });
          const row = tx.create(AdRuleRow, {
            code: b.code,
            kind: b.kind,
            market: b.market,
            network: b.network,
            minFollowers: b.min_followers,
            law: b.law,
            inForceFrom: b.in_force_from,
            reasonRu: b.reason_ru,
            reasonEn: b.reason_en,
            position: (last?.position ?? 0) + 1,
            active: b.active,
          });
          await tx.flush();
          return toAdRule(row);
        },
        (r) => ({ id: actor, reason: `${r.code}: ${r.law}, ${r.in_force_from}` }),
      );
      return reply.status(201).send(rule);
    },
  );

  app.put(
    `/${ApiPath.adminAdRule(':code')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: CodeParams,
        body: AdRuleUpdateBody,
        response: { 200: AdRule, ...ADMIN_ERRORS },
      },
      onRequest: app.requireRole('admin'),
    },
    async (request) => {
      const { code } = request.params;
      const b = request.body;
      const actor = currentUser(request).id;
      return audited(
        request.em,
        actor,
        'ad_rule.update',
        async (tx) => {
          const row = await tx.findOne(AdRuleRow, { code });
          if (!row) throw notFound();
          const next = normalizeRule({
            kind: row.kind,
            network: b.network === undefined ? (row.network ?? null) : b.network || null,
            min_followers: b.min_followers === undefined ? (row.minFollowers ?? null) : b.min_followers,
          });
          // The rule as it would be: a ban without its network, or a registry rule without its count, is refused.
          const shape = v.safeParse(AdRuleShape, next);
          if (!shape.success)
            throw new AppError(422, ErrorCode.validation, 'validation_failed', fieldErrorIds(shape.issues));
          row.network = next.network;
          row.minFollowers = next.min_followers;
          if (b.market !== undefined) row.market = b.market;
          if (b.law !== undefined) row.law = b.law;
          if (b.in_force_from !== undefined) row.inForceFrom = b.in_force_from;
          if (b.reason_ru !== undefined) row.reasonRu = b.reason_ru;
          if (b.reason_en !== undefined) row.reasonEn = b.reason_en;
          if (b.active !== undefined) row.active = b.active;
          await tx.flush();
          return toAdRule(row);
        },
        // Audit targets are uuids: the rule is named in the note, with what it says now.
        (rule) => ({
          id: actor,
          reason: `${rule.code}: ${rule.law}, ${rule.in_force_from}${rule.active ? '' : ' (off)'}`,
        }),
      );
    },
  );
};

export default adRuleRoutes;
