/** /api/v1/documents/acts*: the signed-in blogger's closing acts and their PDFs (decision 072). */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ActIdParams, ActPdfQuery, ClosingActList } from '#contract/acts.ts';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import { notFound } from '../../../lib/app-error.ts';
import { currentUser } from '../../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../../lib/valibot.ts';
import { User } from '../../accounts/accounts.entity.ts';
import { ClosingAct } from './act.entity.ts';
import { snapshotOf } from './acts.service.ts';

const errors = { 401: ErrorBody, 403: ErrorBody };

const actsRoutes: FastifyPluginAsync<object, RawServerDefault, ValibotTypeProvider> = async (app) => {
  const common = { tags: ['wallet'], security: [{ bearer: [] }] };

  app.get(
    `/${ApiPath.acts}`,
    { schema: { ...common, response: { 200: ClosingActList, ...errors } }, onRequest: app.requireApproved },
    async (request) => {
      const rows = await request.em.find(
        ClosingAct,
        { owner: currentUser(request).id },
        { orderBy: { issuedAt: 'desc', number: 'desc' }, limit: 240 },
      );
      return {
        items: rows.map((a) => ({
          id: a.id,
          number: a.number,
          month: a.month,
          revision: a.revision,
          corrects_number: snapshotOf(a).corrects_number,
          amount: a.amount,
          currency: a.currency,
          issued_at: a.issuedAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    `/${ApiPath.actPdf(':id')}`,
    {
      schema: { ...common, params: ActIdParams, querystring: ActPdfQuery, response: { 404: ErrorBody } },
      onRequest: app.requireApproved,
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      // Another blogger's act is answered like a missing one.
      const act = await request.em.findOne(ClosingAct, { id: request.params.id, owner: userId });
      if (!act) throw notFound();
      const user = await request.em.findOneOrFail(User, { id: userId }, { fields: ['locale'] });
      const lang = request.query.lang ?? (user.locale === 'en' ? 'en' : 'ru');
      // pdfkit and its fonts (~11 MB) load on the first act asked for, not with the server.
      const { renderActPdf } = await import('./act-pdf.ts');
      const pdf = await renderActPdf(snapshotOf(act), lang);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="act-${act.number}-${lang}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as never);
    },
  );
};

export default actsRoutes;
