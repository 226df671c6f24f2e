import { and, asc, eq, inArray, isNotNull, like, ne, or } from "drizzle-orm";
import { MICROSITES_BUCKET } from "@/shared/constants";
import type { AccountNameInput } from "@/shared/schemas/account";
import type { Database } from "@/server/db/client";
import { WORKSPACE_MESSAGES } from "@/shared/workspace";
import type { Executor } from "@/server/db/client";
import { handOverRecords } from "../workspace/service";
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
  member,
  microsites,
  organization,
  productOfferings,
  session,
  templateFrameworks,
  user,
} from "@/server/db/schema";
import { ApiError, notFound } from "@/server/http/errors";
import { isSafeKey, type Storage } from "@/server/storage/storage";
import { TEAM_UPLOAD_BUCKETS } from "../uploads/service";

export { getAccountProfile } from "./rep-profile";

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
 * Leaves every workspace that has other members, handing the user's records there to its earliest other admin (as
 * a removal would); the last admin of a team must first make someone else admin. Answers the workspaces nobody else
 * belongs to, which are erased with the account.
 */
async function leaveTeams(tx: Executor, userId: string): Promise<{ alone: string[] }> {
  const memberships = await tx.select({ workspaceId: member.organizationId }).from(member).where(eq(member.userId, userId)).for("update");
  const alone: string[] = [];
  for (const { workspaceId } of memberships) {
    const others = await tx
      .select({ userId: member.userId, role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, workspaceId), ne(member.userId, userId)))
      .orderBy(asc(member.createdAt), asc(member.id))
      .for("update");
    if (others.length === 0) {
      alone.push(workspaceId);
      continue;
    }
    const heir = others.find((m) => m.role === "admin");
    if (!heir) throw new ApiError(400, WORKSPACE_MESSAGES.lastAdmin);
    await handOverRecords(tx, workspaceId, userId, heir.userId);
    await tx.delete(member).where(and(eq(member.organizationId, workspaceId), eq(member.userId, userId)));
  }
  return { alone };
}

/**
 * Erases a user: leaves their teams (records handed over), then every row still theirs and the workspaces only they
 * belonged to, in ONE transaction (an error leaves everything as it was), then their files. Children go before
 * parents explicitly rather than trusting cascades, so a future schema change that drops a cascade cannot leave rows
 * behind. Files are removed after the commit: a failed transaction must not lose files that the still-existing rows
 * point to.
 */
export async function deleteAccount(db: Database, storage: Storage, userId: string): Promise<{ fileErrors: unknown[] }> {
  const erased = await db.transaction(async (tx) => {
    const { alone } = await leaveTeams(tx, userId);
    const ownCampaigns = tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.userId, userId));
    const campaignIds = (await ownCampaigns).map((c) => c.id);
    const keys = await tx
      .select({ key: microsites.storageKey })
      .from(microsites)
      .where(and(or(eq(microsites.userId, userId), inArray(microsites.campaignId, ownCampaigns)), isNotNull(microsites.storageKey)));
    const ownBrands = tx.select({ id: brandProfiles.id }).from(brandProfiles).where(inArray(brandProfiles.workspaceId, alone));
    await tx.delete(campaignMetrics).where(inArray(campaignMetrics.campaignId, ownCampaigns));
    await tx.delete(microsites).where(eq(microsites.userId, userId));
    await tx.delete(microsites).where(inArray(microsites.campaignId, ownCampaigns));
    await tx.delete(launchRuns).where(eq(launchRuns.userId, userId));
    await tx.delete(campaignContacts).where(inArray(campaignContacts.campaignId, ownCampaigns));
    await tx.delete(campaignAudiences).where(inArray(campaignAudiences.campaignId, ownCampaigns));
    await tx.delete(campaignAssets).where(inArray(campaignAssets.campaignId, ownCampaigns));
    await tx.delete(campaigns).where(eq(campaigns.userId, userId));
    await tx.delete(contacts).where(eq(contacts.userId, userId));
    await tx.delete(templateFrameworks).where(inArray(templateFrameworks.workspaceId, alone));
    await tx.delete(productOfferings).where(inArray(productOfferings.brandId, ownBrands));
    await tx.delete(brandProofPoints).where(inArray(brandProofPoints.brandId, ownBrands));
    await tx.delete(brandFaqs).where(inArray(brandFaqs.brandId, ownBrands));
    await tx.delete(brandProfiles).where(inArray(brandProfiles.workspaceId, alone));
    await tx.delete(member).where(eq(member.userId, userId));
    if (alone.length > 0) await tx.delete(organization).where(inArray(organization.id, alone));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
    // Pages handed over to a team keep their files in this user's folder; without any, the whole folder was theirs.
    const [handedOverPage] = await tx.select({ id: microsites.id }).from(microsites).where(like(microsites.storageKey, `${userId}/%`)).limit(1);
    return { micrositeKeys: keys.flatMap((k) => (k.key ? [k.key] : [])), campaignIds, workspaceIds: alone, pageFolderShared: Boolean(handedOverPage) };
  });
  return removeOwnFiles(storage, userId, erased);
}

/**
 * Removes only the files that were the user's own: their profile photo folder, the logo folders of the workspaces
 * erased with them (a team's logos live in the team's folder, see uploadFolder, and stay with the team), and the
 * stored pages of their deleted microsites and campaigns (`{userId}/{campaignId}/…`), or their whole page folder
 * when no page left in the database uses it. Pages handed over to a team keep their files, whatever folder they are in.
 */
async function removeOwnFiles(
  storage: Storage,
  userId: string,
  erased: { micrositeKeys: string[]; campaignIds: string[]; workspaceIds: string[]; pageFolderShared: boolean },
) {
  const removals: Array<() => Promise<void>> = [() => storage.deletePrefix("profile-photos", `${userId}/`)];
  if (!erased.pageFolderShared) removals.push(() => storage.deletePrefix(MICROSITES_BUCKET, `${userId}/`));
  for (const workspaceId of erased.workspaceIds) {
    for (const bucket of TEAM_UPLOAD_BUCKETS) removals.push(() => storage.deletePrefix(bucket, `${workspaceId}/`));
  }
  for (const campaignId of erased.campaignIds) removals.push(() => storage.deletePrefix(MICROSITES_BUCKET, `${userId}/${campaignId}/`));
  for (const key of erased.micrositeKeys) {
    if (isSafeKey(key)) removals.push(() => storage.delete(MICROSITES_BUCKET, key));
  }
  const results = await Promise.allSettled(removals.map((remove) => remove()));
  return { fileErrors: results.flatMap((r) => (r.status === "rejected" ? [r.reason] : [])) };
}
