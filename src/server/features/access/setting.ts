import { and, eq, isNull } from "drizzle-orm";
import { ACCESS_MESSAGES, CODE_MODES, emailDomain, normalizeDomain, type AccessSettingView, type CampaignAccessView } from "@/shared/schemas/access";
import type { z } from "zod";
import type { accessSettingInputSchema, pageAccessInputSchema } from "@/shared/schemas/access";
import type { Database } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { campaigns, contacts, microsites } from "@/server/db/schema";
import type { StoredAccessSetting } from "@/server/db/schema/access-setting";
import { ApiError, notFound } from "@/server/http/errors";
import { hashSecret } from "./passcode";

type SettingInput = z.output<typeof accessSettingInputSchema>;
type PageInput = z.output<typeof pageAccessInputSchema>;

/** The setting in force on a page: its own, else its campaign's; null (or "open") lets anyone in. */
export const effectiveAccess = (page: StoredAccessSetting | null, campaign: StoredAccessSetting | null): StoredAccessSetting | null => {
  const setting = page ?? campaign;
  return setting && setting.mode !== "open" ? setting : null;
};

export const accessView = (stored: StoredAccessSetting | null): AccessSettingView => ({
  mode: stored?.mode ?? "open",
  domains: stored?.domains ?? [],
  hasPasscode: Boolean(stored?.passcodeHash),
});

/** The domain of a contact's company: its `domain` field, else its email's. */
export const contactDomain = (contact: { domain: string | null; email: string }) => normalizeDomain(contact.domain || emailDomain(contact.email));

/** Checks a new setting and keeps the passcode hashed (a blank passcode keeps the one set before). */
function toStored(input: SettingInput, previous: StoredAccessSetting | null, codesAvailable: boolean): StoredAccessSetting | null {
  if (CODE_MODES.includes(input.mode) && !codesAvailable) throw new ApiError(400, ACCESS_MESSAGES.smtpMissing);
  if (input.mode === "open") return null;
  const domains = [...new Set(input.domains)];
  if (input.mode !== "passcode") return { mode: input.mode, domains };
  const passcode = input.passcode ?? "";
  if (passcode.length > 0 && passcode.length < 4) throw new ApiError(400, ACCESS_MESSAGES.passcodeRequired);
  const passcodeHash = passcode ? hashSecret(passcode) : previous?.passcodeHash;
  if (!passcodeHash) throw new ApiError(400, ACCESS_MESSAGES.passcodeRequired);
  return { mode: "passcode", domains, passcodeHash };
}

async function findCampaign(db: Database, scope: Scope, campaignId: string) {
  const [row] = await db.select({ id: campaigns.id, access: campaigns.access }).from(campaigns).where(owned(campaigns, scope, eq(campaigns.id, campaignId))).limit(1);
  if (!row) throw notFound(ACCESS_MESSAGES.campaignNotFound);
  return row;
}

/** GET /api/campaigns/:id/access: the setting, whether codes can be sent, and the contacts' domains (allowed by default). */
export async function getCampaignAccess(db: Database, scope: Scope, campaignId: string, codesAvailable: boolean): Promise<CampaignAccessView> {
  const campaign = await findCampaign(db, scope, campaignId);
  const rows = await db
    .selectDistinct({ domain: contacts.domain, email: contacts.email })
    .from(microsites)
    .innerJoin(contacts, eq(contacts.id, microsites.contactId))
    .where(eq(microsites.campaignId, campaignId));
  const contactDomains = [...new Set(rows.map(contactDomain))].sort().slice(0, 50);
  return { ...accessView(campaign.access), codesAvailable, contactDomains };
}

/**
 * PUT /api/campaigns/:id/access. Its pages without a setting of their own follow it; they are marked changed so every
 * process drops its cached copy (the microsite change trigger) and the next view meets the new gate.
 */
export async function putCampaignAccess(db: Database, scope: Scope, campaignId: string, input: SettingInput, codesAvailable: boolean, now = new Date()) {
  const campaign = await findCampaign(db, scope, campaignId);
  const stored = toStored(input, campaign.access, codesAvailable);
  await db.transaction(async (tx) => {
    await tx.update(campaigns).set({ access: stored }).where(eq(campaigns.id, campaignId));
    await tx.update(microsites).set({ accessChangedAt: now }).where(and(eq(microsites.campaignId, campaignId), isNull(microsites.access)));
  });
  return getCampaignAccess(db, scope, campaignId, codesAvailable);
}

/** PUT /api/microsites/:id/access: the page's own setting, or `{mode: null}` to follow its campaign again. */
export async function putPageAccess(db: Database, scope: Scope, micrositeId: string, input: PageInput, codesAvailable: boolean) {
  const [page] = await db
    .select({ id: microsites.id, access: microsites.access, campaignAccess: campaigns.access })
    .from(microsites)
    .innerJoin(campaigns, eq(campaigns.id, microsites.campaignId))
    .where(owned(microsites, scope, eq(microsites.id, micrositeId)))
    .limit(1);
  if (!page) throw notFound(ACCESS_MESSAGES.micrositeNotFound);
  // "open" on a page is kept as a setting of its own (it overrides a gated campaign), unlike the campaign's null.
  const stored = input.mode === null ? null : (toStored(input, page.access, codesAvailable) ?? { mode: "open" as const, domains: [] });
  await db.update(microsites).set({ access: stored }).where(eq(microsites.id, micrositeId));
  return { own: input.mode === null ? null : accessView(stored), effective: accessView(effectiveAccess(stored, page.campaignAccess)) };
}

