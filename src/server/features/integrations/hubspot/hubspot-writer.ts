import type { CrmEngagementValues } from "@/shared/crm";
import type { CrmWriter } from "../crm-writer";
import { timelineText } from "../crm-writer";
import type { HubspotApi } from "./hubspot-api";

/** The HubSpot contact properties for the values (an empty string clears a HubSpot property). */
export function hubspotProperties(values: CrmEngagementValues): Record<string, string> {
  return {
    pitchsite_page_url: values.pageUrl ?? "",
    pitchsite_views: String(values.views),
    pitchsite_last_viewed: values.lastViewedAt ?? "",
    pitchsite_engagement_score: values.engagementScore === null ? "" : String(values.engagementScore),
    pitchsite_status: values.status,
  };
}

/** Contact properties in one batch update per 100 contacts; a note per event, associated with the contact. */
export function hubspotWriter(api: HubspotApi): CrmWriter {
  return {
    ensureSchema: () => api.ensurePitchsiteProperties(),
    writeValues: (updates) => api.updateContacts(updates.map((u) => ({ id: u.remoteId, properties: hubspotProperties(u.values) }))),
    findEntry: (entry) => api.findNote(entry.marker),
    createEntry: (entry) => api.createNote(entry.remoteId, `${timelineText(entry).body}\n\nRef ${entry.marker}`, entry.occurredAt),
  };
}
