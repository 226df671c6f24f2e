import { eq, inArray, isNotNull } from "drizzle-orm";
import { MICROSITES_BUCKET, UPLOAD_BUCKETS } from "../../../shared/constants";
import type { AccountNameInput } from "../../../shared/schemas/account";
import type { Database } from "../../db/client";
import { owned } from "../../db/owner";
import {
  account,
  brandFaqs,
  brandProfiles,
  brandProofPoints,
  campaignAssets,
  campaignAudiences,
  campaignContacts,
  campaignMetrics,
  campaigns,
  contacts,
  launchRuns,
  microsites,
  productOfferings,
  session,
  templateFrameworks,
  user,
} from "../../db/schema";
import { notFound } from "../../http/errors";
import { isSafeKey, type Storage } from "../../storage/storage";

/** Renames the user: first and last name, and better-auth's display `name` kept in step with them. */
export async function updateAccountName(db: Database, userId: string, input: AccountNameInput) {
  const [row] = await db
    .update(user)
    .set({ firstName: input.firstName, lastName: input.lastName, name: `${input.firstName} ${input.lastName}`.trim(), updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName });
  if (!row) throw notFound("Account not found");
  return row;
}

/**
 * Erases a user: every row of theirs in ONE transaction (an error leaves everything as it was), then their files.
 * Children go before parents explicitly rather than trusting cascades, so a future schema change that drops a
 * cascade cannot leave rows behind. Files are removed after the commit: a failed transaction must not lose files
 * that the still-existing rows point to.
 */
export async function deleteAccount(db: Database, storage: Storage, userId: string): Promise<{ fileErrors: unknown[] }> {
  const micrositeKeys = await db
    .select({ key: microsites.storageKey })
    .from(microsites)
    .where(owned(microsites, userId, isNotNull(microsites.storageKey)));

  await db.transaction(async (tx) => {
    const ownCampaigns = tx.select({ id: campaigns.id }).from(campaigns).where(owned(campaigns, userId));
    const ownBrands = tx.select({ id: brandProfiles.id }).from(brandProfiles).where(owned(brandProfiles, userId));
    await tx.delete(campaignMetrics).where(inArray(campaignMetrics.campaignId, ownCampaigns));
    await tx.delete(microsites).where(owned(microsites, userId));
    await tx.delete(microsites).where(inArray(microsites.campaignId, ownCampaigns));
    await tx.delete(launchRuns).where(owned(launchRuns, userId));
    await tx.delete(campaignContacts).where(inArray(campaignContacts.campaignId, ownCampaigns));
    await tx.delete(campaignAudiences).where(inArray(campaignAudiences.campaignId, ownCampaigns));
    await tx.delete(campaignAssets).where(inArray(campaignAssets.campaignId, ownCampaigns));
    await tx.delete(campaigns).where(owned(campaigns, userId));
    await tx.delete(contacts).where(owned(contacts, userId));
    await tx.delete(templateFrameworks).where(owned(templateFrameworks, userId));
    await tx.delete(productOfferings).where(inArray(productOfferings.brandId, ownBrands));
    await tx.delete(brandProofPoints).where(inArray(brandProofPoints.brandId, ownBrands));
    await tx.delete(brandFaqs).where(inArray(brandFaqs.brandId, ownBrands));
    await tx.delete(brandProfiles).where(owned(brandProfiles, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
  });

  // Uploads live under `<userId>/` in each bucket (see storeImage); microsite files are known by their keys.
  const removals: Array<() => Promise<void>> = UPLOAD_BUCKETS.map((bucket) => () => storage.deletePrefix(bucket, `${userId}/`));
  removals.push(() => storage.deletePrefix(MICROSITES_BUCKET, `${userId}/`));
  for (const { key } of micrositeKeys) {
    if (key && isSafeKey(key)) removals.push(() => storage.delete(MICROSITES_BUCKET, key));
  }
  const results = await Promise.allSettled(removals.map((remove) => remove()));
  return { fileErrors: results.flatMap((r) => (r.status === "rejected" ? [r.reason] : [])) };
}
