/** Every status a microsite row can hold (a CHECK constraint in the database enforces it). */
/**
 * awaiting_approval: generated for a member under a framework that requires review, held until an admin approves
 * (issue 12); rejected: an admin turned it down with a comment the rep sees. Neither is served.
 */
export const MICROSITE_STATUSES = ["pending", "completed", "error", "expired", "awaiting_approval", "rejected"] as const;
export type MicrositeStatus = (typeof MICROSITE_STATUSES)[number];

/** A page that was generated and is published. Defined once: SQL predicates, the API and the browser use it. */
export const COMPLETED_MICROSITE_STATUSES = ["completed"] as const satisfies readonly MicrositeStatus[];
/** A page that was delivered: published now, or published and since expired. */
export const DELIVERED_MICROSITE_STATUSES = [...COMPLETED_MICROSITE_STATUSES, "expired"] as const satisfies readonly MicrositeStatus[];

// Spec 4: the legacy 'generated' and any "published" status count as completed (migration 0004 folded stored ones).
const LEGACY_COMPLETED = ["generated", "published"];

export function normalizeMicrositeStatus(value: unknown): MicrositeStatus {
  const status = typeof value === "string" ? value.trim().toLowerCase() : "";
  if ((COMPLETED_MICROSITE_STATUSES as readonly string[]).includes(status) || LEGACY_COMPLETED.includes(status)) return "completed";
  if (status === "error" || status === "expired" || status === "awaiting_approval" || status === "rejected") return status;
  return "pending";
}

/**
 * What a row's status reads. A `completed` page is published: it reads "Live" (issue 23 item 9). The value stays
 * `completed` (spec 4: the status vocabulary, and legacy 'generated'/'published' count as completed and read the same).
 */
export const MICROSITE_STATUS_LABELS = {
  pending: "Pending",
  completed: "Live",
  error: "Error",
  expired: "Expired",
  awaiting_approval: "Awaiting approval",
  rejected: "Rejected",
} as const satisfies Record<MicrositeStatus, string>;

/** A page held by the quality checks is stored as `error` but is not a failure (issue 24 item 4): it reads "Held". */
export const HELD_STATUS_LABEL = "Held";

/** Every label a page's status reads as (the CRM status field and the CSV exports write these). */
export type MicrositeStatusLabel = (typeof MICROSITE_STATUS_LABELS)[MicrositeStatus] | typeof HELD_STATUS_LABEL;

export const micrositeStatusLabel = (value: unknown, held = false): MicrositeStatusLabel => (held ? HELD_STATUS_LABEL : MICROSITE_STATUS_LABELS[normalizeMicrositeStatus(value)]);

/** Progress is the number completed versus total. */
export function countCompleted(statuses: unknown[]): number {
  return statuses.filter((s) => normalizeMicrositeStatus(s) === "completed").length;
}

const DAY_MS = 86_400_000;

/** Spec 2 expiry label: "Expired" when past, else "Expires in {n}d" (days rounded up); warning at <= 3 days. */
export function expiryLabel(expiresAt: string | Date | null | undefined, now = new Date()) {
  if (!expiresAt) return null;
  const remainingMs = new Date(expiresAt).getTime() - now.getTime();
  if (remainingMs <= 0) return { text: "Expired", warning: true, expired: true };
  const days = Math.ceil(remainingMs / DAY_MS);
  return { text: `Expires in ${days}d`, warning: days <= 3, expired: false };
}
