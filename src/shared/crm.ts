import { z } from "zod";
import type { MicrositeStatusLabel } from "./microsite-status";
import { nullableTimestamp } from "./schemas/answer-fields";
import { storableString } from "./schemas/text-fields";

/** The CRMs a workspace can connect (one connection each). */
export const CRM_PROVIDERS = ["hubspot", "salesforce"] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];

export const CRM_PROVIDER_LABELS: Record<CrmProvider, string> = { hubspot: "HubSpot", salesforce: "Salesforce" };

/**
 * The engagement moments written to the CRM record's timeline (a HubSpot note, a Salesforce Task), each at most once
 * per contact: first view, CTA click, and every "Request a new link" (keyed by its request id).
 */
export const CRM_EVENT_KINDS = ["first_view", "cta_click", "access_request"] as const;
export type CrmEventKind = (typeof CRM_EVENT_KINDS)[number];

/** The CRM status of a contact with no page in the campaign yet (a linked contact added after the launch). */
export const CRM_NO_PAGE_STATUS = "No page yet";
/** What the CRM's Pitchsite status field says: the page's status as the app labels it, or that there is no page. */
export type CrmPageStatus = MicrositeStatusLabel | typeof CRM_NO_PAGE_STATUS;

/** The values written to each linked CRM record; `null` clears a property. */
export type CrmEngagementValues = {
  pageUrl: string | null;
  views: number;
  lastViewedAt: string | null;
  engagementScore: number | null;
  status: CrmPageStatus;
};

/** Where a contact's CRM sync stands, shown in its row and timeline (GET/POST /api/integrations/contacts/:id/sync). */
export const crmSyncStateSchema = z.object({ provider: z.enum(CRM_PROVIDERS), remoteId: storableString(), syncedAt: nullableTimestamp, error: storableString().nullable() });
export type CrmSyncState = z.infer<typeof crmSyncStateSchema>;
