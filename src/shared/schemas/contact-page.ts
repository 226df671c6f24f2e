import { z } from "zod";
import type { CampaignStatus } from "../constants";
import { MICROSITE_STATUSES } from "../microsite-status";
import { contactRowSchema } from "./contact";
import { storableString } from "./text-fields";

/** How long the page call waits for a new page by default, and at most (seconds). */
export const CONTACT_PAGE_WAIT_DEFAULT_SECONDS = 20;
export const CONTACT_PAGE_WAIT_MAX_SECONDS = 60;

/**
 * POST /api/campaigns/:id/pages: one contact, with the CSV import's columns (the seven required ones and an optional
 * title). Each is checked by the import's own rules (checkContactRow), so the messages are the import's.
 */
export const contactPageRequestSchema = contactRowSchema.partial().extend({ email: storableString() });

export const contactPageQuerySchema = z.object({
  wait: z.coerce
    .number({ error: `wait must be a number of seconds from 0 to ${CONTACT_PAGE_WAIT_MAX_SECONDS}` })
    .int(`wait must be a whole number of seconds from 0 to ${CONTACT_PAGE_WAIT_MAX_SECONDS}`)
    .min(0, `wait must be a number of seconds from 0 to ${CONTACT_PAGE_WAIT_MAX_SECONDS}`)
    .max(CONTACT_PAGE_WAIT_MAX_SECONDS, `wait must be a number of seconds from 0 to ${CONTACT_PAGE_WAIT_MAX_SECONDS}`)
    .default(CONTACT_PAGE_WAIT_DEFAULT_SECONDS),
});

/**
 * A contact's page as the page call and its status URL answer it: `url` is set once the page is published
 * (status `completed`); `awaiting_approval` waits for an admin, `error` is retried by calling again.
 */
export const contactPageAnswerSchema = z.object({
  microsite_id: z.uuid(),
  contact_id: z.uuid(),
  status: z.enum(MICROSITE_STATUSES),
  url: storableString().nullable(),
  status_url: storableString(),
  error: storableString().nullable(),
});
export type ContactPageAnswer = z.infer<typeof contactPageAnswerSchema>;

export const CONTACT_PAGE_MESSAGES = {
  campaignStopped: (status: CampaignStatus) => `This campaign is ${status}: resume or relaunch it before asking for new pages`,
  expired: "This contact's page has expired: extend it (POST /api/microsites/:id/extend) to bring it back",
  notFound: "Page not found",
  failed: (reason: string | null) => `The page could not be generated${reason ? `: ${reason}` : ""}. Call again to retry.`,
} as const;
