import { z } from "zod";
import { storableString } from "./text-fields";
import { CAMPAIGN_DISPLAY_STATES } from "../campaign-state";
import { CAMPAIGN_STATUSES } from "../constants";
import { MICROSITE_STATUSES } from "../microsite-status";
import { STORED_RUN_STATUSES } from "../run-status";
import { accessSettingViewSchema } from "./access-answers";
import { count, day, nullableTimestamp, recordId, timestamp } from "./answer-fields";
import { contactRecordSchema, importResultSchema } from "./contact-answers";

/** A campaign's pages counted by state (campaign-state.ts says what each count holds). */
export const campaignPageCountsSchema = z.object({
  contacts: count,
  live: count,
  expired: count,
  awaiting_approval: count,
  rejected: count,
  failed: count,
  held: count,
  pending: count,
  generated: count,
  processed: count,
});

/** The campaign's badge, its page counts and its latest launch run (null before the first launch). */
export const campaignStateSchema = z.object({
  display: z.enum(CAMPAIGN_DISPLAY_STATES),
  counts: campaignPageCountsSchema,
  run: z.object({ id: recordId, status: z.enum(STORED_RUN_STATUSES), error: storableString().nullable() }).nullable(),
});

/** The stored campaign fields, as pause and stop answer them (POST /api/campaigns/:id/pause, /stop). */
export const campaignRecordSchema = z.object({
  id: recordId,
  name: storableString(),
  description: storableString().nullable(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** The status of the campaign's latest run; null before its first launch. */
  launch_status: z.enum(STORED_RUN_STATUSES).nullable(),
  campaign_type: storableString(),
  expiration_days: z.number().int(),
  framework_id: recordId.nullable(),
  personalization_settings: z.object({ useAI: z.boolean(), fields: z.array(storableString()) }),
  campaign_settings: z.object({ trackingEnabled: z.boolean().optional(), autoFollowUp: z.boolean().optional() }),
  campaign_data: z.object({ currentStep: z.number().int().optional(), uploadedFileName: storableString().nullable().optional() }),
  cta_url: storableString().nullable(),
  cta_type: storableString().nullable(),
  start_date: day.nullable(),
  end_date: day.nullable(),
  launched_at: nullableTimestamp,
  expires_at: nullableTimestamp,
  user_id: storableString(),
  created_at: timestamp,
  updated_at: timestamp,
});

/** A campaign as PATCH /api/campaigns/:id answers it: the record, its featured offering, rep and contact count. */
export const campaignAnswerSchema = campaignRecordSchema.extend({
  featured_offering_id: recordId.nullable(),
  /** The rep the campaign belongs to (admins see the whole team's). */
  owner_name: storableString(),
  contact_count: count,
});

/** POST /api/campaigns: the new draft, with the outcome of the contacts imported with it (null when none were sent). */
export const campaignCreatedAnswerSchema = campaignAnswerSchema.extend({ import: importResultSchema.nullable() });

/** A row of GET /api/campaigns: the campaign, its state and "3 people at Acme viewed" (null while nobody was). */
export const campaignListItemSchema = campaignAnswerSchema.extend({ state: campaignStateSchema, people_viewed: storableString().nullable() });

/** A row of a campaign's microsite table: the page with its contact's name, email and company. */
export const micrositeRowSchema = z.object({
  id: recordId,
  campaign_id: recordId,
  contact_id: recordId,
  slug: storableString(),
  status: z.enum(MICROSITE_STATUSES),
  storage_key: storableString().nullable(),
  microsite_url: storableString().nullable(),
  public_url: storableString().nullable(),
  error: storableString().nullable(),
  review_comment: storableString().nullable(),
  quality_score: z.number().int().nullable(),
  /** Held by the quality gates with its copy kept: an edit or an admin's "Publish anyway" is its way out. */
  held: z.boolean(),
  /** The page's own access setting when it overrides its campaign's. */
  own_access: accessSettingViewSchema.nullable(),
  expires_at: nullableTimestamp,
  published_at: nullableTimestamp,
  created_at: timestamp,
  first_name: storableString(),
  last_name: storableString(),
  email: storableString(),
  company: storableString(),
});

/** GET /api/campaigns/:id: the campaign with its first contacts, its microsites, their counts, progress and state. */
export const campaignDetailAnswerSchema = campaignAnswerSchema.extend({
  contacts: z.array(contactRecordSchema),
  microsites: z.array(micrositeRowSchema),
  microsite_counts: z.object({ total: count, by_status: z.record(z.enum(MICROSITE_STATUSES), count), extendable: count }),
  progress: z.object({ total: count, generated: count, processed: count }),
  state: campaignStateSchema,
  /** The rep's pages wait for an admin's approval (a member, under a framework that requires review). */
  requires_approval: z.boolean(),
  /** A run is open: the framework cannot change until it ends. */
  framework_locked: z.boolean(),
});

/** GET /api/campaigns/:id/microsites: one page of the table, each row with its engagement; `total` counts every match. */
export const micrositePageAnswerSchema = z.object({
  items: z.array(
    micrositeRowSchema.extend({
      engagement: z.object({ views: count, clicks: count, botViews: count, avgSessionSeconds: z.number().nullable(), lastViewedAt: nullableTimestamp }),
    }),
  ),
  total: count,
});

/** The bulk actions of the microsite table: how many pages they reached. */
export const bulkCountAnswerSchema = z.object({ count });

/** POST /api/campaigns/:id/contacts/link. */
export const linkContactsAnswerSchema = z.object({ linked: count, already_linked: count });

/** POST /api/campaigns/:id/extend: how many published pages moved their expiry, and by how many days. */
export const campaignExtendAnswerSchema = z.object({ extended: count, days: z.number().int() });
