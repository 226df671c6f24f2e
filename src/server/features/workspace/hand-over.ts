import { sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { queueRepPageRefresh } from "@/server/jobs/refresh-rep-pages";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  accessRequests,
  brandProfiles,
  campaignContacts,
  campaignMetrics,
  campaigns,
  contacts,
  launchRuns,
  metricVisitors,
  micrositeEngagement,
  micrositeViewers,
  microsites,
  micrositeVisits,
  templateFrameworks,
} from "@/server/db/schema";

/** A column by its bare name, as an UPDATE's SET list needs it (an interpolated column is qualified by its table). */
const bare = (column: PgColumn) => sql.identifier(column.name);

/**
 * Gives everything `fromUserId` owns in a workspace to `toUserId` (a member removed by an admin, an account that
 * leaves): campaigns, their microsites, runs and engagement, and contacts. A contact whose email the new owner
 * already has is merged into theirs (links, pages and engagement follow), since a rep holds one contact per email.
 * The records of shared assets (frameworks, brand profile) name the new owner as their author. Runs inside the
 * caller's transaction with the membership change, so nothing is half handed over.
 */
export async function handOverRecords(tx: Executor, workspaceId: string, fromUserId: string, toUserId: string) {
  const pairs = await queryRows<{ old_id: string; new_id: string }>(
    tx,
    sql`
    select m.id as old_id, a.id as new_id
    from ${contacts} m
    join ${contacts} a on a.workspace_id = m.workspace_id and a.user_id = ${toUserId} and lower(a.email) = lower(m.email)
    where m.workspace_id = ${workspaceId} and m.user_id = ${fromUserId}`,
  );
  if (pairs.length > 0) {
    const merged = sql`(select * from unnest(${sql.param(pairs.map((p) => p.old_id))}::uuid[], ${sql.param(pairs.map((p) => p.new_id))}::uuid[]) as p(old_id, new_id))`;
    await tx.execute(sql`
      insert into ${campaignContacts} (campaign_id, contact_id, created_at)
      select cc.campaign_id, p.new_id, cc.created_at from ${campaignContacts} cc join ${merged} p on p.old_id = cc.contact_id
      on conflict do nothing`);
    for (const table of [microsites, micrositeEngagement, accessRequests, metricVisitors, micrositeVisits, campaignMetrics, micrositeViewers]) {
      await tx.execute(sql`update ${table} set ${bare(table.contactId)} = p.new_id from ${merged} p where ${table.contactId} = p.old_id`);
    }
    await tx.execute(sql`delete from ${contacts} where id in (select old_id from ${merged} p)`);
  }
  // Their pages still print their name and contact details: queued for a re-render with the new owner as the rep
  // (the refresh-rep-pages job, requested by the caller once this transaction commits).
  await queueRepPageRefresh(tx, workspaceId, fromUserId);
  const theirCampaigns = sql`(select id from ${campaigns} where workspace_id = ${workspaceId} and user_id = ${fromUserId})`;
  for (const table of [launchRuns, micrositeEngagement, accessRequests, metricVisitors, micrositeVisits, micrositeViewers]) {
    await tx.execute(sql`update ${table} set ${bare(table.userId)} = ${toUserId} where ${table.userId} = ${fromUserId} and ${table.campaignId} in ${theirCampaigns}`);
  }
  for (const table of [microsites, campaigns, contacts, templateFrameworks, brandProfiles]) {
    await tx.execute(sql`update ${table} set ${bare(table.userId)} = ${toUserId} where ${table.workspaceId} = ${workspaceId} and ${table.userId} = ${fromUserId}`);
  }
}
