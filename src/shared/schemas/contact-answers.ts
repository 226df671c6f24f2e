import { z } from "zod";
import { storableString } from "./text-fields";
import { accountPersonSchema } from "./access-answers";
import { count, recordId, timestamp } from "./answer-fields";

/** What an import did (POST /api/campaigns/:id/contacts, and a campaign created with contacts): errors name the rows. */
export const importResultSchema = z.object({ imported: count, created: count, updated: count, errors: z.array(storableString()) });

/** A contact's own fields, as a campaign's view lists them. */
export const contactRecordSchema = z.object({
  id: recordId,
  email: storableString(),
  first_name: storableString(),
  last_name: storableString(),
  company: storableString(),
  industry: storableString(),
  context: storableString(),
  domain: storableString(),
  title: storableString(),
  created_at: timestamp,
});

/** A contact as GET /api/contacts and PATCH /api/contacts/:id answer it: with its campaigns and live microsites. */
export const contactAnswerSchema = contactRecordSchema.extend({
  updated_at: timestamp,
  campaigns: z.array(z.object({ id: recordId, name: storableString() })),
  /** Published pages online now: deleting the contact takes them down. */
  live_microsites: count,
});

/** POST /api/contacts/bulk/summary: how many of the ids are the caller's contacts, and their live pages. */
export const contactsDeleteSummarySchema = z.object({ contacts: count, live_microsites: count });

/** POST /api/contacts/bulk/delete. */
export const contactsDeletedSchema = z.object({ deleted: count, live_microsites_removed: count });

/** GET /api/contacts/:id/timeline: the prospect's human visits, newest first, and lifetime engagement. */
export const contactTimelineSchema = z.object({
  contact: z.object({ id: recordId, name: storableString(), email: storableString(), company: storableString().nullable() }),
  engagementScore: z.number().nullable(),
  views: count,
  clicks: count,
  /** The people admitted to the contact's gated pages with an email (the buying group). */
  people: z.array(accountPersonSchema),
  visits: z.array(
    z.object({
      micrositeId: recordId,
      campaignId: recordId,
      campaignName: storableString(),
      startedAt: timestamp,
      seconds: count,
      /** The call-to-action clicked during the visit, by its label; null when none was. */
      clicked: storableString().nullable(),
    }),
  ),
});
