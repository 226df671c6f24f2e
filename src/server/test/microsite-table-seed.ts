import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** Whose campaign the rows go in. */
export type SeedCampaign = { id: string; userId: string; workspaceId: string };

/**
 * `count` contacts with one microsite each in one campaign, written in SQL (10,000 rows take a second, not a
 * minute), for the microsite table's tests and bench. Row i: contact "First{i} Last{i:05}" at "Company {i % 50}";
 * status error when i % 10 = 0, pending when 1, expired when 2, else completed (delivered pages have HTML and expire
 * in i % 30 + 1 days); every third is viewed i % 7 + 1 times, last at `now` minus i minutes.
 */
export async function seedMicrositeTable(db: Database, campaign: SeedCampaign, count: number, now = new Date()) {
  const tag = campaign.id.slice(0, 8);
  await db.execute(sql`
    insert into contacts (user_id, workspace_id, email, first_name, last_name, company)
    select ${campaign.userId}, ${campaign.workspaceId}, 'p' || i || '-' || ${tag} || '@example.com', 'First' || i, 'Last' || lpad(i::text, 5, '0'), 'Company ' || (i % 50)
    from generate_series(1, ${count}) i`);
  await db.execute(sql`
    insert into campaign_contacts (campaign_id, contact_id)
    select ${campaign.id}, k.id from contacts k where k.email like ${`%-${tag}@example.com`}`);
  await db.execute(sql`
    insert into campaign_microsites (user_id, workspace_id, campaign_id, contact_id, slug, status, html_content, expires_at)
    select ${campaign.userId}, ${campaign.workspaceId}, ${campaign.id}, k.id, 'site-' || ${tag} || '-' || n.i,
      s.status, case when s.status in ('completed', 'expired') then '<p>page</p>' end,
      case when s.status = 'completed' then ${now.toISOString()}::timestamptz + ((n.i % 30) + 1) * interval '1 day'
           when s.status = 'expired' then ${now.toISOString()}::timestamptz - interval '1 day' end
    from contacts k
    cross join lateral (select split_part(split_part(k.email, '-', 1), 'p', 2)::int as i) n
    cross join lateral (select case n.i % 10 when 0 then 'error' when 1 then 'pending' when 2 then 'expired' else 'completed' end as status) s
    where k.email like ${`%-${tag}@example.com`}`);
  await db.execute(sql`
    insert into campaign_metrics (campaign_id, contact_id, metric_type, metric_date, value, samples, source)
    select m.campaign_id, m.contact_id, 'view', current_date, 0, (split_part(m.slug, '-', 3)::int % 7) + 1, 'human'
    from campaign_microsites m where m.campaign_id = ${campaign.id} and split_part(m.slug, '-', 3)::int % 3 = 0`);
  await db.execute(sql`
    insert into microsite_engagement (microsite_id, user_id, campaign_id, contact_id, first_viewed_at, last_viewed_at)
    select m.id, m.user_id, m.campaign_id, m.contact_id, ${now.toISOString()}::timestamptz - interval '30 days',
      ${now.toISOString()}::timestamptz - split_part(m.slug, '-', 3)::int * interval '1 minute'
    from campaign_microsites m where m.campaign_id = ${campaign.id} and split_part(m.slug, '-', 3)::int % 3 = 0`);
}
