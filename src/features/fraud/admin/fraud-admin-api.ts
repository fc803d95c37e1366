import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import {
  type FraudRule,
  FraudRuleList,
  OrderReview,
  OrderReviewPage,
  type ReviewDecisionBody,
  type ReviewStatus,
} from '#contract/fraud.ts';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from '../../../lib/query-keys.ts';

export const fraudAdminKeys = {
  reviews: (status: ReviewStatus, page: number) => [...adminKey, 'order-reviews', status, page] as const,
  rules: () => [...adminKey, 'fraud-rules'] as const,
};

export const orderReviewsQuery = (status: ReviewStatus, page: number) =>
  queryOptions({
    queryKey: fraudAdminKeys.reviews(status, page),
    queryFn: async () =>
      v.parse(
        OrderReviewPage,
        await api.get(ApiPath.adminOrderReviews, { searchParams: { status, page } }).json(),
      ),
    placeholderData: keepPreviousData,
  });

export const fraudRulesQuery = () =>
  queryOptions({
    queryKey: fraudAdminKeys.rules(),
    queryFn: async () => v.parse(FraudRuleList, await api.get(ApiPath.adminFraudRules).json()),
  });

export async function decideReview(input: { id: string; body: ReviewDecisionBody }) {
  return v.parse(
    OrderReview,
    await api.post(ApiPath.adminOrderReviewDecision(input.id), { json: input.body }).json(),
  );
}

export async function switchRule(input: { code: FraudRule; enabled: boolean }) {
  return v.parse(
    FraudRuleList,
    await api.put(ApiPath.adminFraudRule(input.code), { json: { enabled: input.enabled } }).json(),
  );
}
