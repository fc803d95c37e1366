/**
 * Texts that client and server both show (validation, API errors, SPEC §8 toasts), as Lingui message
 * descriptors with stable ids. The `/*i18n*\/` marker lets `lingui extract` put them into
 * `locales/*\/messages.po`, so every translation lives in the catalogs; Valibot schemas carry the id as
 * their message and each side translates it (client: `i18n._(id)`, server: `api/lib/messages.ts`).
 */
export const Msg = {
  validation_failed: /*i18n*/ { id: 'validation_failed', message: 'Fill in all required fields' },
  required: /*i18n*/ { id: 'required', message: 'Required field' },
  invalid_email: /*i18n*/ { id: 'invalid_email', message: 'Enter a valid e-mail' },
  invalid_value: /*i18n*/ { id: 'invalid_value', message: 'Invalid value' },
  inn_digits: /*i18n*/ { id: 'inn_digits', message: 'INN must be 10 or 12 digits' },
  too_short: /*i18n*/ { id: 'too_short', message: 'Value is too short' },
  too_long: /*i18n*/ { id: 'too_long', message: 'Value is too long' },
  password_rule: /*i18n*/ {
    id: 'password_rule',
    message:
      'Password must be at least 8 characters with an uppercase and a lowercase letter, a digit and one of ! # $ % ^ & *',
  },
  number: /*i18n*/ { id: 'number', message: 'Enter a number' },
  amount_min: /*i18n*/ { id: 'amount_min', message: 'Cannot be less than 10' },
  text_min: /*i18n*/ { id: 'text_min', message: 'Text must be at least 10 characters' },
  text_max: /*i18n*/ { id: 'text_max', message: 'Text cannot exceed 16384 characters' },
  promocode_chars: /*i18n*/ {
    id: 'promocode_chars',
    message: 'Promocode cannot contain special characters or spaces',
  },
  promocode_taken: /*i18n*/ { id: 'promocode_taken', message: 'This promocode is already taken' },
  promocode_limit: /*i18n*/ {
    id: 'promocode_limit',
    message: 'You already have the maximum number of promocodes (50)',
  },
  promocode_not_owned: /*i18n*/ {
    id: 'promocode_not_owned',
    message: 'Choose one of your promocodes for this social network',
  },
  promocode_retired: /*i18n*/ {
    id: 'promocode_retired',
    message: 'This promocode was retired: choose the one issued instead',
  },
  referral_chars: /*i18n*/ {
    id: 'referral_chars',
    message: 'Letters only, no spaces or special characters',
  },
  unsupported_file: /*i18n*/ { id: 'unsupported_file', message: 'Unsupported file type' },
  invalid_credentials: /*i18n*/ { id: 'invalid_credentials', message: 'Invalid e-mail or password' },
  account_hidden: /*i18n*/ {
    id: 'account_hidden',
    message: 'This profile is hidden and cannot sign in. Please contact support',
  },
  account_rejected: /*i18n*/ {
    id: 'account_rejected',
    message: 'This account is not suitable for the programme',
  },
  unauthorized: /*i18n*/ { id: 'unauthorized', message: 'Please sign in' },
  session_expired: /*i18n*/ {
    id: 'session_expired',
    message: 'Your session has expired, please sign in again',
  },
  forbidden: /*i18n*/ { id: 'forbidden', message: 'You do not have permission to do this' },
  not_found: /*i18n*/ { id: 'not_found', message: 'Not found' },
  bad_request: /*i18n*/ { id: 'bad_request', message: 'Bad request' },
  rate_limited: /*i18n*/ { id: 'rate_limited', message: 'Too many attempts. Please try again later' },
  payload_too_large: /*i18n*/ { id: 'payload_too_large', message: 'Request is too large' },
  unsupported_media_type: /*i18n*/ { id: 'unsupported_media_type', message: 'Unsupported content type' },
  internal_error: /*i18n*/ { id: 'internal_error', message: 'Something went wrong' },
  service_unavailable: /*i18n*/ {
    id: 'service_unavailable',
    message: 'The service is temporarily unavailable',
  },
  // Accounts, profile, onboarding
  inviter_not_found: /*i18n*/ { id: 'inviter_not_found', message: 'Inviter not found' },
  email_taken: /*i18n*/ { id: 'email_taken', message: 'This e-mail is already registered' },
  referral_taken: /*i18n*/ { id: 'referral_taken', message: 'This referral link is already taken' },
  wrong_password: /*i18n*/ { id: 'wrong_password', message: 'Wrong password' },
  invalid_code: /*i18n*/ { id: 'invalid_code', message: 'Wrong or expired code' },
  recovery_link_invalid: /*i18n*/ {
    id: 'recovery_link_invalid',
    message: 'The link is invalid or has expired. Request a new one',
  },
  file_too_large: /*i18n*/ { id: 'file_too_large', message: 'File is too large (5 MB at most)' },
  conflict: /*i18n*/ { id: 'conflict', message: 'This action is not available now' },
  ad_rule_code_taken: /*i18n*/ { id: 'ad_rule_code_taken', message: 'A rule with this code already exists' },
  upload_in_progress: /*i18n*/ {
    id: 'upload_in_progress',
    message: 'This file is already being uploaded. The upload will continue by itself',
  },
  onboarding_step_order: /*i18n*/ {
    id: 'onboarding_step_order',
    message: 'Complete the previous steps first',
  },
  course_media_unknown: /*i18n*/ {
    id: 'course_media_unknown',
    message: 'Upload this medium to the course first',
  },
  course_media_too_large: /*i18n*/ {
    id: 'course_media_too_large',
    message: 'One medium may be at most 500 MB, a course at most 2 GB',
  },
  courses_limit: /*i18n*/ { id: 'courses_limit', message: 'There can be at most 100 courses' },
  onboarding_course_unfinished: /*i18n*/ {
    id: 'onboarding_course_unfinished',
    message: 'Finish every lesson of the course first',
  },
  telegram_not_linked: /*i18n*/ { id: 'telegram_not_linked', message: 'Connect the Telegram bot first' },
  too_many_files: /*i18n*/ { id: 'too_many_files', message: 'No more than 15 files per placement' },
  files_too_large: /*i18n*/ {
    id: 'files_too_large',
    message: 'Files of one placement may total at most 500 MB',
  },
  period_too_long: /*i18n*/ { id: 'period_too_long', message: 'A placement can last at most 2 months' },
  files_incomplete: /*i18n*/ {
    id: 'files_incomplete',
    message: 'Not every file has been uploaded yet',
  },
  upload_quota_exceeded: /*i18n*/ {
    id: 'upload_quota_exceeded',
    message: 'Your storage for materials is full',
  },
  upload_not_declared: /*i18n*/ {
    id: 'upload_not_declared',
    message: 'This file does not belong to the draft',
  },
  idempotency_key_required: /*i18n*/ {
    id: 'idempotency_key_required',
    message: 'The Idempotency-Key header is required',
  },
  placement_rejected_support: /*i18n*/ {
    id: 'placement_rejected_support',
    message: 'The placement was rejected. Contact support and give the creative ID',
  },
  // Wallet and payouts
  period_order: /*i18n*/ { id: 'period_order', message: 'The end date cannot be before the start date' },
  period_span: /*i18n*/ { id: 'period_span', message: 'A payout period can span at most one year' },
  withdrawal_min: /*i18n*/ {
    id: 'withdrawal_min',
    message: 'The amount is below the minimum withdrawal',
  },
  payout_not_connected: /*i18n*/ {
    id: 'payout_not_connected',
    message: 'Connect the payout service first',
  },
  payout_destination_required: /*i18n*/ {
    id: 'payout_destination_required',
    message: 'Enter the YooMoney wallet the payouts go to',
  },
  payout_not_confirmed: /*i18n*/ {
    id: 'payout_not_confirmed',
    message: 'The payout service is not confirmed: confirm its request in «Мой налог», or connect it again',
  },
  payout_phone: /*i18n*/ {
    id: 'payout_phone',
    message: 'Enter the phone linked to «Мой налог», with the country code',
  },
  payout_itn_required: /*i18n*/ {
    id: 'payout_itn_required',
    message: 'Add your 12-digit INN or a phone number in the profile first',
  },
  insufficient_funds: /*i18n*/ { id: 'insufficient_funds', message: 'Not enough money in the wallet' },
  payout_period_overlap: /*i18n*/ {
    id: 'payout_period_overlap',
    message: 'This period overlaps a payout already requested. Choose dates after it',
  },
  idempotency_key_reused: /*i18n*/ {
    id: 'idempotency_key_reused',
    message: 'This Idempotency-Key was already used for a different request',
  },
  invalid_signature: /*i18n*/ { id: 'invalid_signature', message: 'Invalid signature' },
  account_no_currency: /*i18n*/ {
    id: 'account_no_currency',
    message: 'The wallet opens once the account is approved',
  },
  // Self-employed (НПД) payouts, docs/decisions/067
  npd_status_lost: /*i18n*/ {
    id: 'npd_status_lost',
    message:
      'The tax service does not confirm your self-employed status today, so we cannot pay you as self-employed. Renew the status in «Мой налог», or change the cooperation type in your profile and send the documents',
  },
  npd_status_unavailable: /*i18n*/ {
    id: 'npd_status_unavailable',
    message: 'The tax service cannot confirm the self-employed status right now. Try again in a few minutes',
  },
  npd_receipt_overdue: /*i18n*/ {
    id: 'npd_receipt_overdue',
    message: 'A receipt for an earlier payout is overdue. Add its link from «Мой налог» first',
  },
  npd_year_limit: /*i18n*/ {
    id: 'npd_year_limit',
    message: 'This payout would take your income this year over the self-employed limit of 2.4 million ₽',
  },
  receipt_link: /*i18n*/ {
    id: 'receipt_link',
    message: 'Paste the receipt link from «Мой налог»: https://lknpd.nalog.ru/api/v1/receipt/…/print',
  },
  receipt_inn: /*i18n*/ { id: 'receipt_inn', message: 'The receipt was issued under another INN' },
  receipt_amount: /*i18n*/ { id: 'receipt_amount', message: 'The receipt amount differs from the payout' },
  receipt_taken: /*i18n*/ {
    id: 'receipt_taken',
    message: 'This receipt is already attached to another payout',
  },
  // SPEC §8 user messages
  logout_failed: /*i18n*/ { id: 'logout_failed', message: 'Could not log out' },
  update_failed: /*i18n*/ { id: 'update_failed', message: 'Could not update' },
  password_change_failed: /*i18n*/ { id: 'password_change_failed', message: 'Could not change the password' },
  hide_profile_failed: /*i18n*/ { id: 'hide_profile_failed', message: 'Could not hide the profile' },
  promocode_add_failed: /*i18n*/ { id: 'promocode_add_failed', message: 'Could not add the promocode' },
  partners_not_found: /*i18n*/ {
    id: 'partners_not_found',
    message: 'No partners found. Try changing your search',
  },
  // SPEC §8 success messages
  changes_saved: /*i18n*/ { id: 'changes_saved', message: 'Changes saved' },
  link_copied: /*i18n*/ { id: 'link_copied', message: 'Link copied' },
  password_changed: /*i18n*/ { id: 'password_changed', message: 'Password changed' },
  data_saved: /*i18n*/ { id: 'data_saved', message: 'Data saved successfully' },
  deleted: /*i18n*/ { id: 'deleted', message: 'Deleted successfully' },
  request_created: /*i18n*/ { id: 'request_created', message: 'Request created' },
  id_copied: /*i18n*/ { id: 'id_copied', message: 'ID copied' },
  erid_copied: /*i18n*/ { id: 'erid_copied', message: 'ERID token copied' },
  promocode_copied: /*i18n*/ { id: 'promocode_copied', message: 'Promocode copied' },
  products_limit: /*i18n*/ { id: 'products_limit', message: 'No more than 100 products' },
  promocode_added: /*i18n*/ { id: 'promocode_added', message: 'Promocode added' },
  // Input checks shared by every form and route
  number_max: /*i18n*/ { id: 'number_max', message: 'The number is too large' },
  invalid_date: /*i18n*/ { id: 'invalid_date', message: 'Enter a valid date' },
  control_chars: /*i18n*/ { id: 'control_chars', message: 'Remove the invisible control characters' },
  http_url: /*i18n*/ { id: 'http_url', message: 'Enter a link starting with http:// or https://' },
  // Sales (admin attribution)
  blogger_not_found: /*i18n*/ {
    id: 'blogger_not_found',
    message: 'No approved blogger with this e-mail or link',
  },
  currency_mismatch: /*i18n*/ {
    id: 'currency_mismatch',
    message: "The blogger's currency differs from the sale's",
  },
  // Commission plan and month close (admin)
  rate_total_max: /*i18n*/ {
    id: 'rate_total_max',
    message: 'Personal and team rates together may be at most 60 % of a sale',
  },
  month_not_ended: /*i18n*/ { id: 'month_not_ended', message: 'Choose a month that has already ended' },
  // Rank ladder (admin)
  rank_in_use: /*i18n*/ { id: 'rank_in_use', message: 'A rank that bloggers hold cannot be removed' },
  // Managers (admin)
  manager_not_staff: /*i18n*/ { id: 'manager_not_staff', message: 'Choose a moderator or an administrator' },
  // Landing reviews and FAQ (admin)
  landing_limit: /*i18n*/ {
    id: 'landing_limit',
    message: 'This language already has the maximum number of items (50)',
  },
  // Placement periods at submit and approval (an integration must be an ad that can still run)
  period_before_account: /*i18n*/ {
    id: 'period_before_account',
    message: 'A placement cannot start before the account was registered',
  },
  period_over: /*i18n*/ {
    id: 'period_over',
    message: 'This period is already over: choose current or future dates',
  },
  // Ads that are legal to run (docs/decisions/074-ad-rules.md); the reasons themselves are rule data
  label_copied: /*i18n*/ { id: 'label_copied', message: 'Ad label copied' },
  ad_rule_refused: /*i18n*/ {
    id: 'ad_rule_refused',
    message: 'This ad cannot run as it is: see the reason',
  },
  // Legal and payout fields per market (docs/decisions/065-uae-market.md)
  emirates_id: /*i18n*/ { id: 'emirates_id', message: 'Enter the Emirates ID as 784-YYYY-NNNNNNN-N' },
  emirates_id_check: /*i18n*/ {
    id: 'emirates_id_check',
    message: 'This is not a valid Emirates ID number: check the digits',
  },
  passport_number: /*i18n*/ {
    id: 'passport_number',
    message: 'Enter the passport number: 6 to 12 letters and digits',
  },
  iban_uae: /*i18n*/ { id: 'iban_uae', message: 'Enter a UAE IBAN: AE and 21 digits' },
  iban_check: /*i18n*/ { id: 'iban_check', message: 'This is not a valid IBAN: check the digits' },
  trn: /*i18n*/ { id: 'trn', message: 'Enter the TRN: 15 digits' },
  wrong_market: /*i18n*/ {
    id: 'wrong_market',
    message: "These details are for another country's accounts: reload the page",
  },
  month_not_reportable: /*i18n*/ {
    id: 'month_not_reportable',
    message:
      'Impressions are entered for a month of the placement once that month or the placement has ended',
  },
  screenshot_required: /*i18n*/ {
    id: 'screenshot_required',
    message: "Add a screenshot of the network's statistics for the month",
  },
  report_outside_marking: /*i18n*/ {
    id: 'report_outside_marking',
    message: "Monthly impressions go to Russia's ad registry: UAE placements do not report them",
  },
} as const;

export type MessageId = keyof typeof Msg;
export const isMessageId = (id: string): id is MessageId => Object.hasOwn(Msg, id);
