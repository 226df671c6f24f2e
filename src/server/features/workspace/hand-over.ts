import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { queueRepPageRefresh } from "../../jobs/refresh-rep-pages";

type Rows<T> = { rows: T[] };

/**
 * Gives everything `fromUserId` owns in a workspace to `toUserId` (a member removed by an admin, an account that
 * leaves): campaigns, their microsites, runs and engagement, and contacts. A contact whose email the new owner
 * already has is merged into theirs (links, pages and engagement follow), since a rep holds one contact per email.
 * The records of shared assets (frameworks, brand profile) name the new owner as their author. Runs inside the
 * caller's transaction with the membership change, so nothing is half handed over.
 */
export async function handOverRecords(tx: Executor, workspaceId: string, fromUserId: string, toUserId: string) {
  const pairs = (await tx.execute(sql`
    select m.id as old_id, a.id as new_id
    from contacts m
    join contacts a on a.workspace_id = m.workspace_id and a.user_id = ${toUserId} and lower(a.email) = lower(m.email)
    where m.workspace_id = ${workspaceId} and m.user_id = ${fromUserId}`)) as unknown as Rows<{ old_id: string; new_id: string }>;
  if (pairs.rows.length > 0) {
    const merged = sql`(select * from unnest(${sql.param(pairs.rows.map((p) => p.old_id))}::uuid[], ${sql.param(pairs.rows.map((p) => p.new_id))}::uuid[]) as p(old_id, new_id))`;
    await tx.execute(sql`
      insert into campaign_contacts (campaign_id, contact_id, created_at)
      select cc.campaign_id, p.new_id, cc.created_at from campaign_contacts cc join ${merged} p on p.old_id = cc.contact_id
      on conflict do nothing`);
    for (const table of ["campaign_microsites", "microsite_engagement", "access_requests", "metric_visitors", "microsite_visits", "campaign_metrics", "microsite_viewers"]) {
      await tx.execute(sql`update ${sql.identifier(table)} t set contact_id = p.new_id from ${merged} p where t.contact_id = p.old_id`);
    }
    await tx.execute(sql`delete from contacts where id in (select old_id from ${merged} p)`);
  }
  // Their pages still print their name and contact details: queued for a re-render with the new owner as the rep
  // (the refresh-rep-pages job, requested by the caller once this transaction commits).
  await queueRepPageRefresh(tx, workspaceId, fromUserId);
  const theirCampaigns = sql`(select id from campaign_campaigns where workspace_id = ${workspaceId} and user_id = ${fromUserId})`;
  for (const table of ["launch_runs", "microsite_engagement", "access_requests", "metric_visitors", "microsite_visits", "microsite_viewers"]) {
    await tx.execute(sql`update ${sql.identifier(table)} set user_id = ${toUserId} where user_id = ${fromUserId} and campaign_id in ${theirCampaigns}`);
  }
  for (const table of ["campaign_microsites", "campaign_campaigns", "contacts", "template_frameworks", "brand_profiles"]) {
    await tx.execute(sql`update ${sql.identifier(table)} set user_id = ${toUserId} where workspace_id = ${workspaceId} and user_id = ${fromUserId}`);
  }
}
