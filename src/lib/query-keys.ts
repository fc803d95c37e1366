/**
 * Query-key roots that more than one feature files entries under; each feature's api module builds its
 * own keys from these (or from its own root), so one invalidation reaches every copy.
 */

/** Every staff list: a staff decision (approve, pay out, attribute…) also changes the audit log and the queues. */
export const adminKey = ['admin'] as const;

/** The ranks feature and the team's copy of the ladder: a saved ladder or an evaluation refreshes both. */
export const ranksKey = ['ranks'] as const;

/** The profile page and the products' referral link read the same profile entry. */
export const profileKey = ['profile'] as const;

/**
 * How long a staff list counts as fresh: its route loader fetched it a moment ago (lib/prefetch.ts), so the
 * page's mount does not fetch it again; this session's own changes invalidate adminKey at once.
 */
export const ADMIN_STALE_MS = 30_000;
