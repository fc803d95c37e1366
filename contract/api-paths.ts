/** Every API path the client calls, relative to `/api/v1` (the ky client's prefix). */
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
  /** Admin: GET ReviewQueueQuery → ApplicantPage. */
  adminApplicants: 'admin/applicants',
  /** Admin: POST ReviewDecisionBody → Applicant. */
  adminDecision: (id: string) => `admin/applicants/${id}/decision`,
  /** Admin: GET → AuditEntry[]. */
  adminAudit: 'admin/audit',
  /** Admin: GET → OutboxMessage[]. */
  adminOutbox: 'admin/outbox',
} as const;
/** Telegram Bot API webhook (not called by the client): POST with X-Telegram-Bot-Api-Secret-Token. */
export const TELEGRAM_WEBHOOK_PATH = '/api/v1/telegram/webhook';

/** Placements (ApiPath-style helpers kept here so client and server share them). */
export const PlacementPath = {
  /** GET PlacementListQuery → Placement[]. */
  list: 'placements',
  /** PUT PlacementDraftBody → Placement (idempotent upsert by device id); GET → Placement. */
  one: (id: string) => `placements/${id}`,
  /** POST with `Idempotency-Key` → Placement (status moderation); 409 while files are incomplete. */
  submit: (id: string) => `placements/${id}/submit`,
  /** POST → Placement (completed); only from needs_removal. */
  confirmRemoval: (id: string) => `placements/${id}/removal`,
  /** tus endpoint (creation, HEAD offset, PATCH) for material files. */
  uploads: 'uploads',
  /** Admin: GET ?status= → Placement[] with owner; POST PlacementDecisionBody → Placement. */
  adminList: 'admin/placements',
  adminDecision: (id: string) => `admin/placements/${id}/decision`,
} as const;
