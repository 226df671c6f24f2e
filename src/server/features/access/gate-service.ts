import { randomInt } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { ACCESS_CODE_MAX_ATTEMPTS, ACCESS_CODE_TTL_MS, emailDomain, type AccessMode } from "@/shared/schemas/access";
import { toIsoDate } from "@/shared/analytics";
import { isMicrositeSlug } from "@/shared/slug";
import type { Database } from "@/server/db/client";
import { accessCodes, accessRequests, campaigns, contacts, microsites, micrositeViewers, webhookDeliveries } from "@/server/db/schema";
import type { StoredAccessSetting } from "@/server/db/schema/access-setting";
import { enqueueEngagementWebhooks, type WebhookOutbox } from "@/server/jobs/webhook-outbox";
import { contactDomain, effectiveAccess } from "./setting";

/** A gated page: who it belongs to, its contact (whose domain is allowed by default) and the setting in force. */
export type GatedPage = {
  id: string;
  slug: string;
  workspaceId: string;
  userId: string;
  campaignId: string;
  contactId: string;
  contactEmail: string;
  contactDomain: string;
  expiresAt: Date | null;
  access: StoredAccessSetting & { mode: Exclude<AccessMode, "open"> };
};

/** A visit ends after this long without a view (as in metric_visitors): the next view is a new visit. */
const VISIT_GAP_MS = 30 * 60_000;

export async function findGatedPage(db: Database, slug: string): Promise<GatedPage | null> {
  if (!isMicrositeSlug(slug)) return null;
  const [row] = await db
    .select({
      id: microsites.id,
      workspaceId: microsites.workspaceId,
      userId: microsites.userId,
      campaignId: microsites.campaignId,
      contactId: microsites.contactId,
      expiresAt: microsites.expiresAt,
      pageAccess: microsites.access,
      campaignAccess: campaigns.access,
      email: contacts.email,
      domain: contacts.domain,
    })
    .from(microsites)
    .innerJoin(campaigns, eq(campaigns.id, microsites.campaignId))
    .innerJoin(contacts, eq(contacts.id, microsites.contactId))
    .where(eq(microsites.slug, slug))
    .limit(1);
  const access = row ? effectiveAccess(row.pageAccess, row.campaignAccess) : null;
  if (!row || !access) return null;
  return {
    id: row.id,
    slug,
    workspaceId: row.workspaceId,
    userId: row.userId,
    campaignId: row.campaignId,
    contactId: row.contactId,
    contactEmail: row.email.toLowerCase(),
    contactDomain: contactDomain(row),
    expiresAt: row.expiresAt,
    access: access as GatedPage["access"],
  };
}

/** Allowed domains: the contact's own, the ones the owner added, and anyone the owner let in after a request. */
export async function isAllowedEmail(db: Database, page: GatedPage, email: string): Promise<boolean> {
  const domain = emailDomain(email);
  if (domain === page.contactDomain || page.access.domains.includes(domain)) return true;
  const [admitted] = await db
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(and(eq(accessRequests.micrositeId, page.id), sql`lower(${accessRequests.email}) = ${email}`, sql`${accessRequests.admittedAt} is not null`))
    .limit(1);
  return Boolean(admitted);
}

/** A new 6-digit code for this page and email (replacing any earlier one): valid ACCESS_CODE_TTL_MS, 5 tries. */
export async function issueCode(db: Database, micrositeId: string, email: string, hash: (code: string) => string, now = new Date()): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const values = { codeHash: hash(code), expiresAt: new Date(now.getTime() + ACCESS_CODE_TTL_MS), attempts: 0 };
  await db
    .insert(accessCodes)
    .values({ micrositeId, email, ...values })
    .onConflictDoUpdate({ target: [accessCodes.micrositeId, accessCodes.email], set: values });
  return code;
}

export type CodeCheck = { ok: true } | { ok: false; triesLeft: number };

/**
 * One try at the code: counted before it is compared (in one statement, so parallel tries cannot exceed the
 * limit); a right code is used up. An expired code, or one out of tries, answers triesLeft 0.
 */
export async function checkCode(db: Database, micrositeId: string, email: string, code: string, matches: (code: string, hash: string) => boolean, now = new Date()): Promise<CodeCheck> {
  const [row] = await db
    .update(accessCodes)
    .set({ attempts: sql`${accessCodes.attempts} + 1` })
    .where(and(eq(accessCodes.micrositeId, micrositeId), eq(accessCodes.email, email), gt(accessCodes.expiresAt, now), lt(accessCodes.attempts, ACCESS_CODE_MAX_ATTEMPTS)))
    .returning({ codeHash: accessCodes.codeHash, attempts: accessCodes.attempts });
  if (!row) return { ok: false, triesLeft: 0 };
  if (/^\d{6}$/.test(code) && matches(code, row.codeHash)) {
    await db.delete(accessCodes).where(and(eq(accessCodes.micrositeId, micrositeId), eq(accessCodes.email, email)));
    return { ok: true };
  }
  return { ok: false, triesLeft: ACCESS_CODE_MAX_ATTEMPTS - row.attempts };
}

/**
 * Notes an admitted person (issue 27 item 2): the first time, a row at the account; later, a visit when the last one
 * ended. Someone at the contact's domain who is not the contact is a new person: their row and the
 * `microsite.new_viewer` webhook (to the owner's own configured URL only) commit together. Answers whether it was new.
 */
export async function noteViewer(db: Database, page: GatedPage, email: string, visitor: string, outbox: WebhookOutbox, now = new Date()): Promise<boolean> {
  const domain = emailDomain(email);
  const newPerson = domain === page.contactDomain && email !== page.contactEmail;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(micrositeViewers)
      .values({ workspaceId: page.workspaceId, userId: page.userId, campaignId: page.campaignId, micrositeId: page.id, contactId: page.contactId, email, domain, visitor, firstSeenAt: now, lastSeenAt: now, newPerson })
      .onConflictDoUpdate({
        target: [micrositeViewers.micrositeId, micrositeViewers.email],
        set: {
          visitor,
          lastSeenAt: now,
          visits: sql`${micrositeViewers.visits} + case when ${micrositeViewers.lastSeenAt} < ${new Date(now.getTime() - VISIT_GAP_MS).toISOString()}::timestamptz then 1 else 0 end`,
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const announced = row?.inserted === true && newPerson;
    if (announced) {
      await enqueueEngagementWebhooks(tx, [{ event: "microsite.new_viewer", micrositeId: page.id, userId: page.userId, occurredAt: now }], outbox);
      // The outbox's payload names the page and its contact; the person who opened it goes beside them.
      await tx.execute(sql`update ${webhookDeliveries} set payload = jsonb_set(payload, '{data,viewer}', ${JSON.stringify({ email })}::jsonb)
        where event = 'microsite.new_viewer' and payload->'data'->'microsite'->>'id' = ${page.id} and payload->'data'->'viewer' is null`);
    }
    return announced;
  });
}

/**
 * "Request access" from someone outside the allowed domains: reaches the owner as an expired page's "Request a new
 * link" does (activity, toast, `microsite.access_requested` webhook), once per page, address and day.
 */
export async function requestAccess(db: Database, page: GatedPage, email: string, visitor: string, outbox: WebhookOutbox, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(accessRequests)
      .values({ micrositeId: page.id, userId: page.userId, campaignId: page.campaignId, contactId: page.contactId, visitor, requestDay: toIsoDate(now), requestedAt: now, email })
      .onConflictDoNothing({ target: [accessRequests.micrositeId, accessRequests.visitor, accessRequests.requestDay] })
      .returning({ id: accessRequests.id });
    if (inserted.length === 0) return false;
    await enqueueEngagementWebhooks(tx, [{ event: "microsite.access_requested", micrositeId: page.id, userId: page.userId, occurredAt: now }], outbox);
    return true;
  });
}
