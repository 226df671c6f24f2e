import { sql } from "drizzle-orm";
import type { AccessSettingView } from "@/shared/schemas/access";
import { contacts, microsites } from "@/server/db/schema";

/**
 * Held by the quality gates with its draft kept (issue 24 item 4): failed with a report whose blocking checks failed
 * (isHeldPage) and copy to edit. Pages that failed for another reason (the writer, the provider) only retry.
 */
export const heldPageSql = sql<boolean>`(${microsites.status} = 'error' and ${microsites.content} is not null and exists (
    select 1 from jsonb_array_elements(${microsites.quality} -> 'checks') as c where (c ->> 'blocker')::boolean and not (c ->> 'passed')::boolean))`;

/**
 * A row of a campaign's microsite table: the page with its contact's name, email and company (no HTML: the table
 * does not need it). GET /api/campaigns/:id and GET /api/campaigns/:id/microsites answer the same shape.
 */
export const micrositeRowColumns = {
  id: microsites.id,
  campaign_id: microsites.campaignId,
  contact_id: microsites.contactId,
  slug: microsites.slug,
  status: microsites.status,
  storage_key: microsites.storageKey,
  microsite_url: microsites.micrositeUrl,
  public_url: microsites.publicUrl,
  error: microsites.error,
  review_comment: microsites.reviewComment,
  // The score only: a page's full quality report (~3 KB) is fetched when its details are opened.
  quality_score: sql<number | null>`(${microsites.quality} ->> 'score')::int`,
  /** The row offers a held page's way out: an edit of the copy or an admin's "Publish anyway". */
  held: heldPageSql,
  /**
   * The page's own access setting when it overrides its campaign's (issue 27 item 1), as the owner reads it back:
   * whether a passcode is set, never its hash.
   */
  own_access: sql<AccessSettingView | null>`case when ${microsites.access} is null then null else jsonb_build_object(
      'mode', ${microsites.access} ->> 'mode', 'domains', coalesce(${microsites.access} -> 'domains', '[]'::jsonb),
      'hasPasscode', (${microsites.access} ->> 'passcodeHash') is not null) end`,
  expires_at: microsites.expiresAt,
  published_at: microsites.publishedAt,
  created_at: microsites.createdAt,
  first_name: contacts.firstName,
  last_name: contacts.lastName,
  email: contacts.email,
  company: contacts.company,
};
