/** Every entity the ORM knows; a module adds its entities here (explicit list: no folder scanning). */
import { User } from '../modules/accounts/accounts.entity.ts';
import { SocialAccount } from '../modules/accounts/social-account.entity.ts';
import { TeamLink } from '../modules/accounts/team-link.entity.ts';
import { AuditEntry } from '../modules/audit/audit.entity.ts';
import { AuthSession } from '../modules/auth/auth.entity.ts';
import { CommissionPlanRow, MonthClose } from '../modules/commissions/plan.entity.ts';
import { Course, CourseMedia, Lesson, LessonProgress } from '../modules/courses/course.entity.ts';
import { FraudRuleRow, HeldCommission, OrderCustomer, OrderReview } from '../modules/fraud/fraud.entity.ts';
import { PromocodeLeak, PromocodeUse } from '../modules/fraud/leak.entity.ts';
import { FaqItem, Review } from '../modules/landing/landing.entity.ts';
import { Balance, LedgerLine, LedgerPosting } from '../modules/ledger/ledger.entity.ts';
import { OutboxMail } from '../modules/mail/mail.entity.ts';
import { TelegramLinkCode } from '../modules/onboarding/telegram.entity.ts';
import { Order, ReferralClick } from '../modules/orders/order.entity.ts';
import { AdRuleRow } from '../modules/placements/ad-rule.entity.ts';
import { OrdMarking, OrdObject, OrdReminder, PlacementReport } from '../modules/placements/ord.entity.ts';
import { Placement, PlacementFile } from '../modules/placements/placement.entity.ts';
import { ProductImage, ProductRow } from '../modules/products/product.entity.ts';
import { Promocode } from '../modules/promocodes/promocode.entity.ts';
import { RankChange, RankMonthStat, RankRow } from '../modules/ranks/rank.entity.ts';
import { PasswordResetToken } from '../modules/recovery/recovery.entity.ts';
import { JobRun } from '../modules/system/job-run.entity.ts';
import { NpdCheck, TaxReceipt } from '../modules/tax/tax.entity.ts';
import { LeaderboardPref } from '../modules/team/leaderboard.entity.ts';
import { TeamLineTotal } from '../modules/team/team-line-total.entity.ts';
import { ActCounter, ClosingAct } from '../modules/wallet/acts/act.entity.ts';
import { PayoutConnection, Withdrawal } from '../modules/wallet/wallet.entity.ts';

export const entities = [
  User,
  AuthSession,
  SocialAccount,
  AuditEntry,
  PasswordResetToken,
  TelegramLinkCode,
  OutboxMail,
  Placement,
  PlacementFile,
  AdRuleRow,
  OrdMarking,
  OrdReminder,
  OrdObject,
  PlacementReport,
  Promocode,
  Order,
  ReferralClick,
  CommissionPlanRow,
  MonthClose,
  LedgerPosting,
  LedgerLine,
  Balance,
  Withdrawal,
  NpdCheck,
  TaxReceipt,
  PayoutConnection,
  FraudRuleRow,
  OrderCustomer,
  OrderReview,
  HeldCommission,
  PromocodeUse,
  PromocodeLeak,
  LeaderboardPref,
  TeamLineTotal,
  ClosingAct,
  ActCounter,
  JobRun,
  TeamLink,
  RankRow,
  RankChange,
  RankMonthStat,
  Review,
  FaqItem,
  Course,
  Lesson,
  CourseMedia,
  LessonProgress,
  ProductImage,
  ProductRow,
];
