/** /api/v1/onboarding*: state, step completion and the Telegram bot link (approved accounts only). */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import { OnboardingState, StepCompleteBody, StepParams, TelegramLink } from '#contract/onboarding.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import {
  completeStep,
  connectSandboxBot,
  createTelegramLink,
  declineTelegram,
  onboardingState,
  telegramSandbox,
} from './onboarding.service.ts';

const errors = { 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody };

const onboardingRoutes: FastifyPluginAsync<
  { config: Config },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { config }) => {
  const common = { tags: ['onboarding'], security: [{ bearer: [] }] };

  app.get(
    `/${ApiPath.onboarding}`,
    { schema: { ...common, response: { 200: OnboardingState, ...errors } }, onRequest: app.requireApproved },
    async (request) =>
      onboardingState(await request.em.findOneOrFail(User, { id: currentUser(request).id }), config),
  );

  app.post(
    `/${ApiPath.onboardingStep(':step')}`,
    {
      schema: {
        ...common,
        params: StepParams,
        body: StepCompleteBody,
        response: { 200: OnboardingState, ...errors },
      },
      onRequest: app.requireApproved,
    },
    async (request) =>
      onboardingState(await completeStep(request.em, currentUser(request).id, request.params.step), config),
  );

  app.post(
    `/${ApiPath.onboardingTelegram}`,
    { schema: { ...common, response: { 200: TelegramLink, ...errors } }, onRequest: app.requireApproved },
    async (request) => createTelegramLink(request.em, currentUser(request).id, config),
  );

  const stateReply = { schema: { ...common, response: { 200: OnboardingState, 404: ErrorBody, ...errors } } };
  app.post(
    `/${ApiPath.onboardingTelegramSandbox}`,
    { ...stateReply, onRequest: app.requireApproved },
    async (request) => {
      if (!telegramSandbox(config)) throw notFound();
      return onboardingState(await connectSandboxBot(request.em, currentUser(request).id), config);
    },
  );

  app.post(
    `/${ApiPath.onboardingTelegramDecline}`,
    { ...stateReply, onRequest: app.requireApproved },
    async (request) => onboardingState(await declineTelegram(request.em, currentUser(request).id), config),
  );
};

export default onboardingRoutes;
