/** Why a CRM call failed, in the terms the sync acts on. */
export type CrmErrorKind = "auth" | "scopes" | "rate_limited" | "unavailable" | "rejected";

/**
 * A CRM call that failed: `rate_limited` carries the Retry-After delay; `unavailable` (5xx, network) is worth a retry;
 * the rest need the rep (a revoked token, a missing scope, a record the CRM refuses). The message never holds a
 * credential: it is built from the status and the CRM's own error message only.
 */
export class CrmError extends Error {
  constructor(
    readonly kind: CrmErrorKind,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = "CrmError";
  }

  get retryable() {
    return this.kind === "rate_limited" || this.kind === "unavailable";
  }
}

/** Retry-After in seconds (a number of seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The CrmError for an HTTP status from a CRM (its own message kept short). */
export function crmErrorForStatus(provider: string, status: number, detail: string, retryAfter: string | null | undefined): CrmError {
  const text = `${provider} answered ${status}${detail ? `: ${detail.slice(0, 200)}` : ""}`;
  if (status === 401) return new CrmError("auth", text);
  if (status === 403) return new CrmError("scopes", text);
  if (status === 429) return new CrmError("rate_limited", text, retryAfterSeconds(retryAfter) ?? 10);
  if (status >= 500 || status === 0) return new CrmError("unavailable", text);
  return new CrmError("rejected", text);
}
