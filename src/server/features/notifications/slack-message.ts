import { sql } from "drizzle-orm";
import { newViewerText } from "@/shared/schemas/access";
import type { WebhookEvent } from "@/shared/schemas/notifications";
import type { Database } from "@/server/db/client";
import { queryRows } from "@/server/db/rows";
import { campaigns, metricVisitors, microsites, micrositeVisits } from "@/server/db/schema";

/** Is this webhook URL a Slack incoming webhook? By host (SLACK_WEBHOOK_HOSTS: hooks.slack.com unless configured). */
export function isSlackWebhook(url: string, slackHosts: readonly string[]): boolean {
  try {
    return slackHosts.includes(new URL(url).hostname.toLowerCase());
  } catch {
    return false;
  }
}

type Payload = {
  type?: string;
  data?: {
    microsite?: { id?: string; url?: string };
    campaign?: { name?: string };
    contact?: { email?: string; first_name?: string; last_name?: string; company?: string };
    viewer?: { email?: string };
  };
};

/** What the prospect's latest visit showed when the message is sent (a view's webhook goes out seconds after it). */
export type VisitSoFar = { seconds: number; clicked: boolean; ctaType: string | null };

/** "2 min" from a minute on (whole minutes, rounded down), "45 s" before. */
export const visitLength = (seconds: number) => (seconds >= 60 ? `${Math.floor(seconds / 60)} min` : `${Math.round(seconds)} s`);

function who(contact: NonNullable<Payload["data"]>["contact"]): string {
  const name = [contact?.first_name, contact?.last_name].filter(Boolean).join(" ").trim() || contact?.email || "A prospect";
  return contact?.company ? `${name} (${contact.company})` : name;
}

/**
 * The Slack message of one webhook event, in the words of the activity feed: "Ada Lovelace (Acme) opened their
 * microsite — 2 min, clicked Book Now". The prospect's gender is never guessed ("their").
 */
export function slackText(event: WebhookEvent | string, payload: Payload, visit: VisitSoFar | null): string {
  const person = who(payload.data?.contact);
  const campaign = payload.data?.campaign?.name;
  const cta = visit?.ctaType ?? "the call-to-action";
  const details = [visit && visit.seconds >= 1 ? visitLength(visit.seconds) : null, visit?.clicked && event === "microsite.viewed" ? `clicked ${cta}` : null].filter(Boolean);
  const tail = details.length ? ` — ${details.join(", ")}` : "";
  switch (event) {
    case "microsite.viewed":
      return `${person} opened their microsite${tail}`;
    case "microsite.clicked":
      return `${person} clicked ${cta} on their microsite${tail}`;
    case "microsite.access_requested":
      return `${person} asked for a new link to their expired microsite${campaign ? ` (${campaign})` : ""} — extend it from Pitchsite`;
    case "microsite.new_viewer": {
      const contact = payload.data?.contact;
      const email = payload.data?.viewer?.email ?? "";
      return newViewerText(contact?.company || email.split("@")[1] || "the account", contact?.first_name || contact?.email || "the contact", email);
    }
    default:
      return `${person}: ${event}`;
  }
}

/** The microsite's latest human visit (current or archived) and its call-to-action, read when the Slack message is sent. */
export async function visitSoFar(db: Database, micrositeId: string | undefined): Promise<VisitSoFar | null> {
  if (!micrositeId) return null;
  const [row] = await queryRows<{ seconds: number | null; clicked: boolean | null; cta_type: string | null }>(db, sql`
      select v.seconds, v.clicked, c.cta_type
      from ${microsites} m join ${campaigns} c on c.id = m.campaign_id
      left join lateral (
        select seconds, clicked from (
          select visit_started_at as started_at, seconds, clicked from ${metricVisitors} where microsite_id = m.id and view_state = 'counted'
          union all
          select started_at, seconds, clicked from ${micrositeVisits} where microsite_id = m.id
        ) visits order by started_at desc limit 1
      ) v on true
      where m.id = ${micrositeId}
    `);
  if (!row) return null;
  return { seconds: Number(row.seconds ?? 0), clicked: row.clicked === true, ctaType: row.cta_type };
}
