/**
 * The UAE school of the demo (docs/decisions/065-uae-market.md): written for creators in the Emirates, not
 * translated from the Russian one. The onboarding course covers the programme, the UAE's advertising rules
 * for influencers, promocodes and payouts to a UAE bank; a second course is about content that sells.
 */
import type { LessonBlock } from '#contract/courses.ts';

type Media = Record<'cover' | 'photo' | 'clip' | 'clipWebm', string>;
const text = (t: string): LessonBlock => ({ type: 'text', text: t });

export const UAE_COURSES = [
  {
    market: 'en' as const,
    title: 'Ambassador school: UAE',
    description:
      'Four short lessons: how the programme works, the UAE rules for paid content, promocodes and getting paid.',
    published: true,
    onboarding: true,
    lessons: [
      {
        title: 'Welcome to the programme',
        blocks: (m: Media): LessonBlock[] => [
          text(
            'You recommend our fitness subscription to your audience and earn a share of every paid order that comes through your promocode or link. Your followers get a discount; you get a monthly payout in your own account currency.',
          ),
          { type: 'image', media_id: m.cover, alt: 'The ambassador school cover' },
        ],
      },
      {
        title: 'Paid content under UAE rules',
        blocks: (m: Media): LessonBlock[] => [
          text(
            'Every post you are paid for is an advertisement. Label it clearly (#ad or "Paid partnership") in the first lines or on the video itself, and hold the licence the UAE Media Council requires for advertising on social media when it applies to you. Do not make medical claims: talk about training, energy and routine, not cures.',
          ),
          text(
            'Create the placement in the app first and wait for moderation (up to an hour in working hours, Gulf Standard Time). Publish only after approval, and remove the ad on the date the placement names.',
          ),
          { type: 'video', media_id: m.clip, caption: 'A placement in one minute' },
        ],
      },
      {
        title: 'Promocodes and links',
        blocks: (m: Media): LessonBlock[] => [
          text(
            'Your promocode and your referral link tie a buyer to you. Say the code out loud in Reels and put it on screen in Stories; in the bio, use the link. A follower in Dubai who types the code at checkout is counted even if they never tap the link.',
          ),
          { type: 'image', media_id: m.photo, alt: 'A promocode on a Story' },
        ],
      },
      {
        title: 'Income and payouts',
        blocks: (): LessonBlock[] => [
          text(
            'Income is counted for paid orders and paid out once a month above the minimum withdrawal. Payouts go to the UAE bank account (IBAN) in your profile, in the name on your Emirates ID or passport. If you are VAT-registered, add your TRN so the payout documents carry it.',
          ),
        ],
      },
    ],
  },
  {
    market: 'en' as const,
    title: 'Content that sells in the Emirates',
    description: 'Filming Reels and Stories for a fitness audience in the UAE.',
    published: true,
    onboarding: false,
    lessons: [
      {
        title: 'Light, heat and sound',
        blocks: (m: Media): LessonBlock[] => [
          text(
            'Film outdoor workouts early in the morning or after sunset: the light is softer and you are not fighting the heat. Indoors, face a window; keep the phone vertical and the microphone close.',
          ),
          { type: 'video', media_id: m.clipWebm, caption: 'A sample shot' },
        ],
      },
      {
        title: 'A 30-second script',
        blocks: (): LessonBlock[] => [
          text(
            'Hook, value, call to action, in that order. English works for most of your audience; a line in Arabic in the caption often lifts the reach.',
          ),
        ],
      },
    ],
  },
];
