import type { CrmEngagementValues } from "@/shared/crm";
import type { CrmWriter } from "../crm-writer";
import { timelineText } from "../crm-writer";
import { SALESFORCE_OBJECT, type PitchsiteFieldValues, type SalesforceApi, type SalesforceObject } from "./salesforce-api";

/** The Pitchsite custom fields for the values (null clears a field). */
export function salesforceFields(values: CrmEngagementValues): PitchsiteFieldValues {
  return {
    Pitchsite_Page_URL__c: values.pageUrl,
    Pitchsite_Views__c: values.views,
    Pitchsite_Last_Viewed__c: values.lastViewedAt,
    Pitchsite_Engagement_Score__c: values.engagementScore,
    Pitchsite_Status__c: values.status,
  };
}

const objectOf = (remoteType: string): SalesforceObject => SALESFORCE_OBJECT[remoteType as keyof typeof SALESFORCE_OBJECT] ?? "Contact";

/** Fields on each Contact and Lead in composite updates of 200; a completed Task per event on the record. */
export function salesforceWriter(api: SalesforceApi): CrmWriter {
  return {
    ensureSchema: () => api.checkPitchsiteFields(),
    async writeValues(updates) {
      for (const object of ["Contact", "Lead"] as const) {
        const ofObject = updates.filter((u) => objectOf(u.remoteType) === object);
        if (ofObject.length > 0) await api.updateRecords(object, ofObject.map((u) => ({ id: u.remoteId, fields: salesforceFields(u.values) })));
      }
    },
    findEntry: (entry) => api.findTask(entry.remoteId, timelineText(entry).subject, entry.marker),
    createEntry(entry) {
      const { subject, body } = timelineText(entry);
      return api.createTask({ whoId: entry.remoteId, subject, description: `${body}\n\nRef ${entry.marker}`, at: entry.occurredAt });
    },
  };
}
