/** Every API path, relative to `/api/v1` (the ky client's prefix); server routes are declared from these. */
export const API_PREFIX = '/api/v1';
export const ApiPath = {
  health: 'health',
  config: 'config',
  signIn: 'auth/sign-in',
  session: 'auth/session',
  signOut: 'auth/sign-out',
  refresh: 'auth/refresh',
  /** POST SignUpBody → TokenPair (user created with access = 10, status review). */
  signUp: 'auth/sign-up',
  /** POST RegistrationDetailsBody → SessionResponse (access 10 → 0). */
  registrationDetails: 'accounts/registration',
  /** POST RecoveryRequestBody → 204 (same answer for unknown e-mails). */
  recoveryRequest: 'auth/password-recovery',
  /** POST RecoveryChangeBody → 204; ends every session of the user. */
  recoveryChange: 'auth/password-recovery/change',
  /** GET → Profile; PATCH ProfileUpdateBody → Profile. */
  profile: 'profile',
  /** GET → MonthOverview (the month so far: earnings, the integration rule, release, rank, what needs doing). */
  profileMonth: 'profile/month',
  /** POST multipart `file` → Profile. */
  avatar: 'profile/avatar',
  /** PUT DocumentsBody → Profile. */
  documents: 'profile/documents',
  /** POST EmailChangeBody → 204 (4-digit code mailed to the new address). */
  emailChange: 'profile/email-change',
  /** POST EmailCodeBody → Profile. */
  emailChangeConfirm: 'profile/email-change/confirm',
  /** POST PasswordChangeBody → 204; ends the other sessions. */
  passwordChange: 'profile/password',
  /** POST HideProfileBody → 204; the account becomes unusable. */
  hideProfile: 'profile/hide',
  /** GET → OnboardingState. */
  onboarding: 'onboarding',
  /** POST StepCompleteBody → OnboardingState. */
  onboardingStep: (step: string) => `onboarding/steps/${step}`,
  /** POST → TelegramLink (one-time code deep link). */
  onboardingTelegram: 'onboarding/telegram',
  /** POST → OnboardingState: connects the built-in sandbox bot (404 while a real bot is configured). */
  onboardingTelegramSandbox: 'onboarding/telegram/sandbox',
  /** POST → OnboardingState: goes on without Telegram; notifications then come by e-mail. */
  onboardingTelegramDecline: 'onboarding/telegram/decline',
  /** Admin: GET ReviewQueueQuery → ApplicantPage. */
  adminApplicants: 'admin/applicants',
  /** Admin: POST ReviewDecisionBody → Applicant. */
  adminDecision: (id: string) => `admin/applicants/${id}/decision`,
  /** Admin: GET → AuditEntry[]. */
  adminAudit: 'admin/audit',
  /** Admin: GET → OutboxMessage[]. */
  adminOutbox: 'admin/outbox',
  /** Admin: GET → PlanHistory (moderator); POST CommissionPlanInput → PlanVersion (admin, audited). */
  adminCommissionPlan: 'admin/commission-plan',
  /** Admin: GET MonthCloseQuery → MonthClosePage; POST MonthCloseRunBody → MonthCloseRun (admin). */
  adminMonthCloses: 'admin/month-closes',
  /** GET → the avatar image (public; the file name is made by the server). */
  avatarFile: (file: string) => `avatars/${file}`,
  /** GET PlacementListQuery → Placement[]. */
  placements: 'placements',
  /** PUT PlacementDraftBody → Placement (idempotent upsert by device id); GET → Placement. */
  placement: (id: string) => `placements/${id}`,
  /**
   * POST with `Idempotency-Key` → Placement (status moderation); 409 files_incomplete while files are
   * missing; 422 promocode_not_owned unless the promocode is '' or one of the owner's for the network;
   * 422 ad_rule_refused when the ad breaks a rule of the account's market (the field names it, with why).
   */
  placementSubmit: (id: string) => `placements/${id}/submit`,
  /** POST → Placement (completed); only from needs_removal. */
  placementRemoval: (id: string) => `placements/${id}/removal`,
  /** GET → PlacementReportItem[]: the owner's monthly impressions of a placement (decision 069). */
  placementReports: (id: string) => `placements/${id}/reports`,
  /** PUT ReportBody → PlacementReportItem (idempotent per month; 422 until the month or placement ended). */
  placementReport: (id: string, month: string) => `placements/${id}/reports/${month}`,
  /** GET → the month's screenshot of the network's statistics, for its owner and staff (decision 075). */
  placementReportScreenshot: (id: string, month: string) => `placements/${id}/reports/${month}/screenshot`,
  /** GET → the uploaded material (Range supported), for its owner and moderators. */
  placementFile: (id: string, fileId: string) => `placements/${id}/files/${fileId}`,
  /** GET → AdRule[]: the rules of the signed-in account's market (contract/ad-rules.ts). */
  adRules: 'ad-rules',
  /** Admin: GET → AdRule[] of every market, on or off (moderator); POST AdRuleCreateBody → AdRule (admin). */
  adminAdRules: 'admin/ad-rules',
  /** Admin: PUT AdRuleUpdateBody → AdRule (admin, audited). */
  adminAdRule: (code: string) => `admin/ad-rules/${code}`,
  /** GET PromocodeListQuery → Promocode[] (own only); POST PromocodeBody → Promocode. */
  promocodes: 'promocodes',
  /** GET → PromocodeStatsList: each own code's clicks, orders, revenue and earnings (decision 080). */
  promocodeStats: 'promocodes/stats',
  /** GET → PlacementStatsList: each own placement's tracked link and its figures (decision 080). */
  placementStats: 'placements/stats',
  /** Admin: GET PlacementCostQuery → PlacementCostList (moderator): orders and cost per order. */
  adminPlacementCosts: 'admin/placement-costs',
  /** tus endpoint (creation, HEAD offset, PATCH) for material files. */
  uploads: 'uploads',
  /** Admin: GET ?status= → Placement[] with owner. */
  adminPlacements: 'admin/placements',
  /** Admin: POST PlacementDecisionBody → Placement. */
  adminPlacementDecision: (id: string) => `admin/placements/${id}/decision`,
  /** GET → WalletSummary (balance, held, accrued, minimum, carry-over, connection). */
  wallet: 'wallet',
  /** POST → WalletSummary: connects the payout service (idempotent). */
  payoutConnection: 'wallet/payout-connection',
  /** GET ?page= → WalletOperationPage (the wallet book's ledger lines). */
  walletOperations: 'wallet/operations',
  /** GET ?page= → WithdrawalPage; POST WithdrawalBody with `Idempotency-Key` → 201 Withdrawal. */
  withdrawals: 'wallet/withdrawals',
  /** GET → ClosingActList: the blogger's closing acts, newest first (decision 072). */
  acts: 'documents/acts',
  /** GET ?lang=ru|en → application/pdf: one of the blogger's acts. */
  actPdf: (id: string) => `documents/acts/${id}/pdf`,
  /** YooKassa's notifications (not called by the client; verified by fetching the payout back, decision 073). */
  yookassaNotifications: 'payouts/yookassa/notifications',
  /** GET → NpdSummary: the self-employed status, the year's payouts and the receipt tasks (decision 067). */
  walletNpd: 'wallet/npd',
  /** PUT ReceiptBody → ReceiptTask: attach the «Мой налог» receipt of a payout. */
  walletReceipt: (id: string) => `wallet/receipts/${id}`,
  /** Admin: GET AdminReceiptQuery → AdminReceiptPage (the receipts board). */
  adminReceipts: 'admin/receipts',
  /** Admin: POST → ReceiptTask: the attached receipt was cancelled; the task opens again. */
  adminReceiptCancellation: (id: string) => `admin/receipts/${id}/cancellation`,
  /** Admin: GET → AdminNpdBlogger (status today, its history, receipts). */
  adminNpd: (id: string) => `admin/npd/${id}`,
  /** Payout provider webhook (not called by the client): POST signed with X-Payout-Signature. */
  payoutWebhook: 'payouts/webhook',
  /** Admin: GET AdminWithdrawalQuery → AdminWithdrawalPage. */
  adminWithdrawals: 'admin/withdrawals',
  /** Admin: POST PayoutDecisionBody → AdminWithdrawal (pay → provider; reject → money returns). */
  adminWithdrawalDecision: (id: string) => `admin/withdrawals/${id}/decision`,
  /** GET IncomeMonthQuery → IncomeSummary (the signed-in blogger's month). */
  income: 'income',
  /** GET IncomeMonthQuery → IncomeChart (the 12 months ending with the chosen one). */
  incomeChart: 'income/chart',
  /** GET IncomeHistoryQuery → IncomeHistoryPage (keyset cursor). */
  incomeHistory: 'income/history',
  /** GET → product codes for the history filter. */
  incomeProducts: 'income/products',
  /** GET → HeldCommissionList: the blogger's commissions on review (fraud rules) and cancelled ones. */
  incomeOnReview: 'income/on-review',
  /** Admin: GET → FraudRuleList; PUT admin/fraud/rules/:code FraudRuleBody → FraudRuleList (admin, audited). */
  adminFraudRules: 'admin/fraud/rules',
  adminFraudRule: (code: string) => `admin/fraud/rules/${code}`,
  /** Admin: GET ReviewQuery → OrderReviewPage; POST …/:id/decision ReviewDecisionBody → OrderReview. */
  adminOrderReviews: 'admin/fraud/reviews',
  adminOrderReviewDecision: (id: string) => `admin/fraud/reviews/${id}/decision`,
  /** Admin: GET LeakQuery → LeakPage (leaked promocodes); POST …/:id/retire RetireLeakBody, …/:id/dismiss DismissLeakBody → PromocodeLeak. */
  adminPromocodeLeaks: 'admin/fraud/leaks',
  adminPromocodeLeakRetire: (id: string) => `admin/fraud/leaks/${id}/retire`,
  adminPromocodeLeakDismiss: (id: string) => `admin/fraud/leaks/${id}/dismiss`,
  /** Telegram Bot API webhook (not called by the client): POST with X-Telegram-Bot-Api-Secret-Token. */
  telegramWebhook: 'telegram/webhook',
  /** The brand's sales webhook (not called by the client): POST signed SalesWebhookBody → SalesWebhookResponse. */
  salesWebhook: 'sales/webhook',
  /** Admin: POST SalesImportBody → ImportPreview (writes nothing). */
  adminSalesImportPreview: 'admin/sales/import/preview',
  /** Admin: POST SalesImportBody → ImportResult. */
  adminSalesImport: 'admin/sales/import',
  /** Admin: GET ?page= → UnattributedPage. */
  adminSalesUnattributed: 'admin/sales/unattributed',
  /** Admin: POST AttributionBody → UnattributedSale (credited by hand, audited). */
  adminSaleAttribution: (id: string) => `admin/sales/${id}/attribution`,
  /** GET TeamQuery → TeamPage (the viewer's 4 lines; keyset cursor). */
  team: 'team',
  /** GET → TeamSummary (level totals, own referral link and promocodes). */
  teamSummary: 'team/summary',
  /** GET → TeamMember; 404 unless the member is in the viewer's 4 lines. */
  teamMember: (id: string) => `team/members/${id}`,
  /** GET LeaderboardQuery → Leaderboard (the viewer's team, opted-in members only); PUT LeaderboardPrefs → Leaderboard. */
  teamLeaderboard: 'team/leaderboard',
  /** GET → RankProgress (ladder, current rank, next rank's conditions, forecast, league, raffle, history). */
  ranks: 'ranks',
  /** GET → RankLadder (public: the landing shows it too). */
  rankLadder: 'ranks/ladder',
  /** Admin: GET → RankLadder; PUT RankLadderBody → RankLadder (admin, audited). */
  adminRankLadder: 'admin/ranks',
  /** Admin: POST RankEvaluationBody → RankEvaluationRun (admin): runs the month's rank evaluation now. */
  adminRankEvaluation: 'admin/rank-evaluations',
  /** Admin: GET BoardQuery → Board: per placement of the month, marking, report and registry status. */
  adminOrdBoard: 'admin/ord/board',
  /** Admin: POST → 204: staff checked a report's figures (audited). */
  adminOrdReportCheck: (id: string) => `admin/ord/reports/${id}/check`,
  /** Admin: POST ReportRejectBody → 204: the figures are refused; the blogger is told and enters them again. */
  adminOrdReportReject: (id: string) => `admin/ord/reports/${id}/reject`,
  /** Admin: POST → 204: sends a placement's objects to the operator again after a fix (audited). */
  adminOrdResend: (id: string) => `admin/ord/placements/${id}/resend`,
  /** Admin: POST → AdminJobRun (admin): runs a periodic job now, under the same claim as the scheduler. */
  adminJob: (job: string) => `admin/jobs/${job}`,
  /** Admin: GET → Staff[] (the people a blogger can be assigned to). */
  adminStaff: 'admin/staff',
  /** Admin: PUT ManagerAssignmentBody → 204: a blogger's manager, or a whole branch's (audited). */
  adminManager: (id: string) => `admin/users/${id}/manager`,
  /** GET LandingQuery → LandingData (public: ranks, plan rates, conditions, published reviews and FAQ). */
  landing: 'landing',
  /** Admin: GET → ReviewList; POST ReviewBody → Review. */
  adminReviews: 'admin/reviews',
  /** Admin: PUT ReviewBody → Review; DELETE → 204. */
  adminReview: (id: string) => `admin/reviews/${id}`,
  /** Admin: GET → FaqList; POST FaqBody → FaqItem. */
  adminFaq: 'admin/faq',
  /** Admin: PUT FaqBody → FaqItem; DELETE → 204. */
  adminFaqItem: (id: string) => `admin/faq/${id}`,
  /** GET → CourseSummary[] (published courses with the viewer's progress). */
  courses: 'courses',
  /** GET → Course (lessons, blocks, media list, the viewer's progress). */
  course: (id: string) => `courses/${id}`,
  /** GET → the medium's bytes (Range supported; signed-in users). The service worker caches this prefix. */
  courseMedia: (courseId: string, mediaId: string) => `courses/${courseId}/media/${mediaId}`,
  /** PUT LessonProgressBody → 204 (idempotent). */
  lessonProgress: (courseId: string, lessonId: string) => `courses/${courseId}/lessons/${lessonId}/progress`,
  /** Admin: GET → AdminCourse[]; POST CourseBody → AdminCourse. */
  adminCourses: 'admin/courses',
  /** Admin: GET/PUT CourseBody → AdminCourse; DELETE → 204. */
  adminCourse: (id: string) => `admin/courses/${id}`,
  /** GET → Product[] (published, for signed-in bloggers). */
  products: 'products',
  /** Admin: GET → Product[]; POST ProductBody → Product. */
  adminProducts: 'admin/products',
  /** Admin: PUT ProductBody → Product; DELETE → 204. */
  adminProduct: (id: string) => `admin/products/${id}`,
  /** Admin: POST multipart `file` (JPEG/PNG/WebP, sniffed) → Product with its new picture. */
  adminProductImage: (id: string) => `admin/products/${id}/image`,
  /** GET → a product picture (public, cached for good: names are never reused). */
  productImage: (file: string) => `products/images/${file}`,
  /** GET → PartnerProgram (plan rates, ranks, bonuses, minimums in the viewer's currency). */
  partnerProgram: 'partner-program',
} as const;

/** The absolute path of an API path, for links the server puts into its answers. */
export const apiUrl = (path: string) => `${API_PREFIX}/${path}`;

export const TELEGRAM_WEBHOOK_PATH = apiUrl(ApiPath.telegramWebhook);
