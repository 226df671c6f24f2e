import type { CrmEngagementValues, CrmEventKind } from "@/shared/crm";

/** One timeline entry to add to a CRM record; `marker` is a unique word in it, found again by `findEntry`. */
export type CrmTimelineEntry = { remoteId: string; remoteType: string; kind: CrmEventKind; occurredAt: Date; pageUrl: string | null; marker: string };

/** What the sync needs of a CRM: the same steps for HubSpot and Salesforce. */
export type CrmWriter = {
  /** Creates the Pitchsite properties/fields when missing (called once per connection). */
  ensureSchema(): Promise<void>;
  /** Writes the values of many records, in as few calls as the CRM allows. */
  writeValues(updates: Array<{ remoteId: string; remoteType: string; values: CrmEngagementValues }>): Promise<void>;
  /** The id of an entry carrying `marker`, if an earlier attempt created it. */
  findEntry(entry: CrmTimelineEntry): Promise<string | null>;
  createEntry(entry: CrmTimelineEntry): Promise<string>;
};

/** The words of a timeline entry (HubSpot note body, Salesforce Task subject and description). */
export function timelineText(entry: Pick<CrmTimelineEntry, "kind" | "pageUrl">): { subject: string; body: string } {
  const page = entry.pageUrl ?? "their Pitchsite page";
  switch (entry.kind) {
    case "first_view":
      return { subject: "Viewed Pitchsite page", body: `Opened their Pitchsite page for the first time: ${page}` };
    case "cta_click":
      return { subject: "Clicked the call to action on Pitchsite page", body: `Clicked the call to action on their Pitchsite page: ${page}` };
    case "access_request":
      return { subject: "Requested a new Pitchsite link", body: `Asked for a new link to their expired Pitchsite page: ${page}` };
  }
}
