/** The ad rules as staff read and edit them (decision 074): every market's, switched on or off. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { AdRule, type AdRuleCreateBody, type AdRuleUpdateBody } from '#contract/ad-rules.ts';
import { ApiPath } from '#contract/api-paths.ts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_STALE_MS, adminKey } from '../../../lib/query-keys.ts';

export const adRulesKey = [...adminKey, 'ad-rules'] as const;

export const adRulesQuery = () =>
  queryOptions({
    queryKey: adRulesKey,
    staleTime: ADMIN_STALE_MS,
    queryFn: async () => v.parse(v.array(AdRule), await api.get(ApiPath.adminAdRules).json()),
  });

export const createAdRule = async (body: AdRuleCreateBody) =>
  v.parse(AdRule, await api.post(ApiPath.adminAdRules, { json: body }).json());

export const updateAdRule = async (code: string, body: AdRuleUpdateBody) =>
  v.parse(AdRule, await api.put(ApiPath.adminAdRule(code), { json: body }).json());
