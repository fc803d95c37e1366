/**
 * The objects the IDOR matrix (tests/api/idor.test.ts) aims at: the owner's placement with a started
 * upload, a pending withdrawal, a partner, landing content, an unattributed sale, the demo school and a
 * product, each made once for the whole matrix.
 */
import { seedDemoCourses } from '../../api/db/seed/demo-courses.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { MonthClose } from '../../api/modules/commissions/plan.entity.ts';
import { Course, CourseMedia, Lesson } from '../../api/modules/courses/course.entity.ts';
import { FaqItem, Review } from '../../api/modules/landing/landing.entity.ts';
import { issueMonthActs } from '../../api/modules/wallet/acts/acts.service.ts';
import { createUser, type TestApp } from './api-app.ts';
import { draftBody, fileDecl, metaFor, newId, putDraft, tusCreate } from './api-placements.ts';
import { mintToken } from './fuzz-routes.ts';
import { makeOrder } from './money.ts';
import { fundWallet, period, requestWithdrawal } from './wallet.ts';

export const OWNER = 'ambassador@demo.local';
export const APPLICANT = 'review@demo.local';

export async function idorFixture(t: TestApp) {
  await createUser(t.app, { email: 'second@idor.local' });
  const ownerToken = await mintToken(t.app, OWNER);
  const placementId = newId();
  const file = fileDecl(1000, 'image/png', 'a.png');
  await putDraft(t.app, ownerToken, placementId, draftBody({ files: [file] }));
  const created = await tusCreate(t.app, ownerToken, 1000, metaFor(placementId, file));
  const upload = String(created.headers.location);
  if (created.statusCode !== 201 || !upload.startsWith('/api/v1/uploads/'))
    throw new Error(`tus: ${created.body}`);
  const applicantId = (await t.app.orm.em.fork().findOneOrFail(User, { email: APPLICANT })).id;
  // The owner's pending withdrawal request, for the payout queue's decision route.
  const ownerId = (await t.app.orm.em.fork().findOneOrFail(User, { email: OWNER })).id;
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/payout-connection',
    headers: { authorization: `Bearer ${ownerToken}` },
  });
  await fundWallet(t.app, ownerId, 1_000_000);
  const withdrawal = await requestWithdrawal(t.app, ownerToken, { amount: 1_000_000, ...period });
  if (withdrawal.statusCode !== 201) throw new Error(`withdrawal: ${withdrawal.body}`);
  const withdrawalId: string = withdrawal.json().id;
  // The owner's closing act (as a sole proprietor) for a long-closed month: its PDF is the owner's only.
  await t.app.orm.em.fork().nativeUpdate(User, { id: ownerId }, { type: 'sole_proprietor' });
  const closeEm = t.app.orm.em.fork();
  closeEm.create(MonthClose, {
    account: ownerId,
    month: '2020-01',
    outcome: 'released',
    integrations: 2,
    required: 2,
    amount: 100_000,
  });
  await closeEm.flush();
  const [act] = await issueMonthActs(t.app.orm.em.fork(), '2020-01', { name: 'Brand', inn: '' });
  if (!act) throw new Error('act: none issued');
  const actId = act.id;
  // A partner on the owner's line 1: their team card is the owner's to read, nobody else's.
  const partnerId = (await t.app.orm.em.fork().findOneOrFail(User, { email: 'newbie@demo.local' })).id;
  const adminId = (await t.app.orm.em.fork().findOneOrFail(User, { email: 'admin@demo.local' })).id;
  const reviewId = (await t.app.orm.em.fork().find(Review, {}, { limit: 1 }))[0]?.id;
  const faqId = (await t.app.orm.em.fork().find(FaqItem, {}, { limit: 1 }))[0]?.id;
  const reviewBody = {
    locale: 'ru',
    author: 'Somebody else',
    caption: '',
    text: 'Rewritten',
    position: 1,
    published: true,
  };
  const faqBody = {
    locale: 'ru',
    question: 'Rewritten?',
    answer: 'Rewritten.',
    position: 1,
    published: true,
  };
  const unattributed = await makeOrder(t.app, { seller: null, amount: 10_000, at: '2026-09-10T10:00:00Z' });

  // The demo school: its published courses are shared reading, a draft is staff-only.
  await seedDemoCourses(t.app.orm.em.fork(), t.config.varDir);
  const schoolEm = t.app.orm.em.fork();
  const school = await schoolEm.findOneOrFail(Course, { onboarding: true });
  const draftCourse = await schoolEm.findOneOrFail(Course, { published: false });
  const schoolLesson = await schoolEm.findOneOrFail(Lesson, { course: school.id, position: 0 });
  const draftMedia = await schoolEm.findOneOrFail(CourseMedia, { course: draftCourse.id, kind: 'video' });
  // A product (staff-managed): bloggers may read the showcase but never change a product.
  const PRODUCT_BODY = {
    locale: 'ru',
    title: 'IDOR product',
    description: '',
    price_minor: 100,
    shop_url: 'https://shop.example/p',
    product_code: 'idor',
    position: 1,
    published: true,
  };
  const productId: string = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: { authorization: `Bearer ${await mintToken(t.app, 'admin@demo.local')}` },
      payload: PRODUCT_BODY,
    })
  ).json().id;
  return {
    actId,
    ownerToken,
    placementId,
    file,
    upload,
    applicantId,
    ownerId,
    withdrawalId,
    partnerId,
    adminId,
    reviewId,
    faqId,
    reviewBody,
    faqBody,
    unattributed,
    school,
    draftCourse,
    schoolLesson,
    draftMedia,
    PRODUCT_BODY,
    productId,
  };
}
