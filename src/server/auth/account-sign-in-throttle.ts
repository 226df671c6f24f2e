import { createMiddleware } from "hono/factory";

export const ACCOUNT_THROTTLE_MAX_FAILURES = 10;
export const ACCOUNT_THROTTLE_WINDOW_MS = 15 * 60_000;
const MAX_TRACKED_ACCOUNTS = 100_000;

export const accountLockedMessage = (retryAfterSeconds: number) =>
  `Too many failed sign-in attempts for this account. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute${retryAfterSeconds > 60 ? "s" : ""}.`;

/**
 * Failed sign-ins counted per account (the email asked for), whatever address they come from: the per-address
 * limit alone lets a botnet guess one account's password from many addresses. After `maxFailures` failures within
 * `windowMs` of the first, the account refuses sign-in (even with the right password) until that window ends.
 */
export function createAccountThrottle({ maxFailures = ACCOUNT_THROTTLE_MAX_FAILURES, windowMs = ACCOUNT_THROTTLE_WINDOW_MS, now = Date.now } = {}) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const current = (account: string) => {
    const entry = failures.get(account);
    if (entry && entry.resetAt <= now()) failures.delete(account);
    return entry && entry.resetAt > now() ? entry : null;
  };
  const forgetExpired = () => {
    for (const [account, entry] of failures) if (entry.resetAt <= now()) failures.delete(account);
    // Still full: the oldest entries go first (a Map keeps insertion order).
    for (const account of failures.keys()) {
      if (failures.size <= MAX_TRACKED_ACCOUNTS * 0.9) break;
      failures.delete(account);
    }
  };
  return {
    /** Seconds until the account may try again, or 0 when it may try now. */
    retryAfterSeconds(account: string) {
      const entry = current(account);
      return entry && entry.count >= maxFailures ? Math.ceil((entry.resetAt - now()) / 1000) : 0;
    },
    recordFailure(account: string) {
      const entry = current(account);
      if (entry) entry.count += 1;
      else {
        if (failures.size >= MAX_TRACKED_ACCOUNTS) forgetExpired();
        failures.set(account, { count: 1, resetAt: now() + windowMs });
      }
    },
    recordSuccess(account: string) {
      failures.delete(account);
    },
  };
}

export type AccountThrottle = ReturnType<typeof createAccountThrottle>;

const accountOf = async (request: Request) => {
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { email?: unknown } | null;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase() : null;
};

/** POST /api/auth/sign-in/email: refuses a locked account with 429, and counts better-auth's 401 answers. */
export const accountSignInThrottle = (throttle: AccountThrottle) =>
  createMiddleware(async (c, next) => {
    const account = await accountOf(c.req.raw);
    if (account === null) return next();
    const retryAfter = throttle.retryAfterSeconds(account);
    if (retryAfter > 0) return c.json({ error: accountLockedMessage(retryAfter), code: "ACCOUNT_SIGN_IN_THROTTLED" }, 429, { "Retry-After": String(retryAfter) });
    await next();
    if (c.res.status === 401) throttle.recordFailure(account);
    else if (c.res.ok) throttle.recordSuccess(account);
  });
