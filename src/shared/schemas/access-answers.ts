import { z } from "zod";
import { storableString } from "./text-fields";
import { count, recordId, timestamp } from "./answer-fields";
import { ACCESS_MODES } from "./access-modes";

/** An access setting as the owner reads it back: whether a passcode is set, never the passcode. */
export const accessSettingViewSchema = z.object({ mode: z.enum(ACCESS_MODES), domains: z.array(storableString()), hasPasscode: z.boolean() });
export type AccessSettingView = z.infer<typeof accessSettingViewSchema>;

/** GET/PUT /api/campaigns/:id/access: the setting, whether one-time codes can be sent, and the contacts' domains to offer. */
export const campaignAccessAnswerSchema = accessSettingViewSchema.extend({ codesAvailable: z.boolean(), contactDomains: z.array(storableString()) });
export type CampaignAccessView = z.infer<typeof campaignAccessAnswerSchema>;

/** PUT /api/microsites/:id/access: the page's own setting (null: it follows its campaign's) and the one in force. */
export const pageAccessAnswerSchema = z.object({ own: accessSettingViewSchema.nullable(), effective: accessSettingViewSchema });

/** POST /api/access-requests/:id/admit: the request, now admitted. */
export const admittedRequestAnswerSchema = z.object({ id: recordId, email: storableString().nullable(), admitted: z.boolean() });

/** One person seen at an account (issue 27 item 2). */
export const accountPersonSchema = z.object({
  email: storableString(),
  firstSeenAt: timestamp,
  lastSeenAt: timestamp,
  visits: count,
  seconds: z.number().min(0),
  ctaClicks: count,
  micrositeId: recordId,
  campaignName: storableString(),
  contactName: storableString(),
});
export type AccountPerson = z.infer<typeof accountPersonSchema>;

/** GET /api/accounts/:domain/people. */
export const accountPeopleAnswerSchema = z.object({ domain: storableString(), people: z.array(accountPersonSchema) });
