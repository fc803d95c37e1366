/**
 * Demo reviews and FAQ for the landing (issue 11): Russian ones for ru/by, English ones for the UAE variant
 * (dollars, no Russian legal references). Figures match the conditions the landing payload reports.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FaqBody, ReviewBody } from '#contract/landing.ts';
import { FaqItem, Review } from '../../modules/landing/landing.entity.ts';

type R = Omit<ReviewBody, 'locale' | 'position' | 'published'> & { published?: boolean };
type F = Omit<FaqBody, 'locale' | 'position' | 'published'>;

const REVIEWS_RU: R[] = [
  {
    author: 'Анна Соколова',
    caption: 'Фитнес-блогер, 48 тыс. подписчиков',
    text: 'Рекомендую подписку, которой пользуюсь сама, — подписчикам это чувствуется. Первая выплата пришла на второй месяц, и с тех пор две интеграции в месяц стали привычкой, а не обязанностью.',
  },
  {
    author: 'Дмитрий Ким',
    caption: 'Тренер, YouTube и Telegram',
    text: 'Удобно, что всё в одном приложении: черновик публикации пишу в метро, загружаю видео, когда появляется сеть, а модерация отвечает в течение часа. Доход по команде вижу по уровням.',
  },
  {
    author: 'Марина Белова',
    caption: 'Блогер о здоровом питании, 12 тыс.',
    text: 'Начинала с одного промокода во ВКонтакте. Через три месяца в команде было восемь человек, и я дошла до ранга «Лидер». Бонус за быстрый старт — приятная неожиданность.',
  },
  {
    author: 'Олег Миронов',
    caption: 'Бегун-любитель, 6 тыс. подписчиков',
    text: 'Аудитория у меня небольшая, но живая. Понятные правила: что публиковать, как маркировать рекламу и когда приходят деньги. Вывожу раз в месяц, как только набирается минимум.',
  },
  {
    author: 'Екатерина Л.',
    caption: 'Йога-инструктор',
    text: 'Курсы в приложении помогли разобраться, как рассказывать о продукте без навязчивости. Отзыв пока на проверке у редакции.',
    published: false,
  },
];

const REVIEWS_EN: R[] = [
  {
    author: 'Layla Haddad',
    caption: 'Fitness creator in Dubai, 52k followers',
    text: 'I only promote what I use every morning, and my audience can tell. The dashboard shows every sale and my team’s levels, and payouts in dollars arrive on time.',
  },
  {
    author: 'James Carter',
    caption: 'Personal trainer, Instagram and YouTube',
    text: 'I draft posts on the metro and upload the video once I am back on Wi-Fi. Moderation answered within the hour every time, so my schedule never slipped.',
  },
  {
    author: 'Priya Nair',
    caption: 'Healthy-eating blogger, 18k followers',
    text: 'Two integrations a month is easy to plan around. Inviting two friends who also blog turned a side income into a steady one within a quarter.',
  },
  {
    author: 'Omar Saeed',
    caption: 'Runner and coach, 7k followers',
    text: 'A small but loyal audience works here. The rules are clear, the promo code tracking is honest, and the quick-start bonus paid for my new camera.',
  },
];

const FAQ_RU: F[] = [
  {
    question: 'Кто может стать амбассадором?',
    answer:
      'Любой блогер, который ведёт живой аккаунт в соцсетях и готов рекомендовать подписку. Заявку рассматривают модераторы; после одобрения откроется обучение и личный кабинет.',
  },
  {
    question: 'Сколько публикаций нужно делать?',
    answer:
      'Чтобы получить выплату за месяц, достаточно двух интеграций. Если их меньше, начисленный доход не пропадает: он удерживается до выполнения условия.',
  },
  {
    question: 'Как быстро проверяют публикацию?',
    answer:
      'Модерация работает с 09:00 до 18:00 по московскому времени и отвечает в течение часа. Публикацию, отправленную вечером, проверят утром.',
  },
  {
    question: 'Когда можно вывести деньги?',
    answer:
      'Минимальная сумма вывода — 10 000 ₽. Если на балансе меньше, доход переносится на следующий месяц.',
  },
  {
    question: 'Нужно ли маркировать рекламу?',
    answer:
      'Да. Каждая публикация маркируется по закону о рекламе — идентификатор выдаём в приложении. Каналы с аудиторией больше 10 000 подписчиков должны быть зарегистрированы в перечне РКН.',
  },
  {
    question: 'Что будет, если удалить публикацию раньше срока?',
    answer:
      'Публикация должна оставаться в сети весь оговорённый срок. За досрочное удаление предусмотрен штраф до 500 000 ₽, поэтому снимать рекламу можно только после даты окончания.',
  },
];

const FAQ_EN: F[] = [
  {
    question: 'Who can become an ambassador?',
    answer:
      'Any creator with an active social media account who is happy to recommend the subscription. Our moderators review each application; once approved, you get the training course and your dashboard.',
  },
  {
    question: 'How many posts do I need to publish?',
    answer:
      'Two integrations a month are enough to be paid for that month. With fewer, your income is not lost: it is held until the condition is met.',
  },
  {
    question: 'How fast is a post reviewed?',
    answer:
      'Moderators work from 09:00 to 18:00 Moscow time (10:00 to 19:00 in Dubai) and answer within an hour.',
  },
  {
    question: 'When can I withdraw my earnings?',
    answer: 'The minimum withdrawal is 100 USD. A smaller balance carries over to the next month.',
  },
  {
    question: 'Do small accounts pay anything?',
    answer:
      'Accounts with fewer than 3,000 followers join with a monthly subscription; larger accounts join free of charge.',
  },
  {
    question: 'What if I remove a post too early?',
    answer:
      'A post must stay online for the agreed period. Removing it early may incur a fine of up to 5,500 USD, so please keep it up until the end date.',
  },
];

/** Inserts the demo content when both tables are empty. */
export async function seedDemoLanding(em: EntityManager): Promise<void> {
  if ((await em.count(Review, {})) + (await em.count(FaqItem, {})) > 0) return;
  for (const [locale, reviews, faq] of [
    ['ru', REVIEWS_RU, FAQ_RU],
    ['en', REVIEWS_EN, FAQ_EN],
  ] as const) {
    reviews.forEach(({ published = true, ...r }, i) => {
      em.create(Review, { ...r, locale, position: (i + 1) * 10, published });
    });
    faq.forEach((f, i) => {
      em.create(FaqItem, { ...f, locale, position: (i + 1) * 10, published: true });
    });
  }
  await em.flush();
}
