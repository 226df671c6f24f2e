import { describe, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { accountPeopleAnswerSchema, admittedRequestAnswerSchema, pageAccessAnswerSchema } from "@/shared/schemas/access-answers";
import type { accountNameAnswerSchema } from "@/shared/schemas/account-answers";
import type { analyticsAnswerSchema } from "@/shared/schemas/analytics-answers";
import type {
  campaignAnswerSchema,
  campaignCreatedAnswerSchema,
  campaignDetailAnswerSchema,
  campaignListItemSchema,
  campaignRecordSchema,
  linkContactsAnswerSchema,
  micrositePageAnswerSchema,
} from "@/shared/schemas/campaign-answers";
import type { contactAnswerSchema, contactsDeletedSchema, contactsDeleteSummarySchema, contactTimelineSchema } from "@/shared/schemas/contact-answers";
import type { crmImportAnswerSchema, hubspotListsAnswerSchema, salesforceListViewsAnswerSchema } from "@/shared/schemas/integration-answers";
import type { micrositeContentAnswerSchema, pagePreviewAnswerSchema } from "@/shared/schemas/microsite-answers";
import type { claimedNotificationsSchema } from "@/shared/schemas/notification-answers";
import type {
  invitationAcceptedAnswerSchema,
  invitationAnswerSchema,
  invitationCreatedAnswerSchema,
  invitationPreviewAnswerSchema,
  workspaceAnswerSchema,
  workspaceListAnswerSchema,
} from "@/shared/schemas/workspace-answers";
import type { listAccountPeople } from "../features/access/service";
import type { putPageAccess } from "../features/access/setting";
import type { admitAccessRequest } from "../features/access/requests";
import type { updateAccountName } from "../features/account/service";
import type { getAnalytics } from "../features/analytics/service";
import type { getCampaignDetail } from "../features/campaigns/detail";
import type { linkContactsToCampaign } from "../features/campaigns/link-contacts";
import type { listCampaignMicrosites } from "../features/campaigns/microsite-list";
import type { createCampaign, listCampaigns, updateCampaign } from "../features/campaigns/service";
import type { contactsDeleteSummary, deleteContacts, listContacts, updateContact } from "../features/contacts/service";
import type { CrmImportResult } from "../features/integrations/crm-import";
import type { HubspotList } from "../features/integrations/hubspot/hubspot-api";
import type { SalesforceListView } from "../features/integrations/salesforce/salesforce-api";
import type { pauseCampaign } from "../features/launch/controls";
import type { getMicrositeContent } from "../features/microsites/content-edit";
import type { claimNewEngagement } from "../features/notifications/service";
import type { PagePreview } from "../features/preview/service";
import type { getContactTimeline } from "../features/timeline/service";
import type { acceptWorkspaceInvitation, createWorkspaceInvitation, describeInvitation, listWorkspaceInvitations } from "../features/workspace/invitations";
import type { getWorkspace, listWorkspaces } from "../features/workspace/service";

/** What a value is once c.json() wrote it: a Date is its ISO string. */
type Jsonified<T> = T extends Date ? string : T extends Array<infer U> ? Array<Jsonified<U>> : T extends object ? { [K in keyof T]: Jsonified<T[K]> } : T;
/** The JSON a service function's result becomes. */
type Answer<F extends (...args: never[]) => unknown> = Jsonified<Awaited<ReturnType<F>>>;

/**
 * The answers the server builds from database rows (Dates and all) cannot take their type from the answer schemas, so
 * tsc holds the two together here: each type the routes answer must fit the schema the document declares for it. A
 * field the schema requires that the answer lacks, or one typed differently (a string where the schema has an enum),
 * fails `npx tsc --noEmit`; the expectations do nothing at run time. A field the answer has and the schema lacks is
 * the contract test's to find (answers-contract.test.ts), on the values.
 */
describe("the answers the services build fit the document's answer schemas", () => {
  it("campaigns and their microsites", () => {
    expectTypeOf<Answer<typeof listCampaigns>["items"][number]>().toExtend<z.infer<typeof campaignListItemSchema>>();
    expectTypeOf<Answer<typeof createCampaign>>().toExtend<z.infer<typeof campaignCreatedAnswerSchema>>();
    expectTypeOf<Answer<typeof updateCampaign>>().toExtend<z.infer<typeof campaignAnswerSchema>>();
    expectTypeOf<Answer<typeof getCampaignDetail>>().toExtend<z.infer<typeof campaignDetailAnswerSchema>>();
    expectTypeOf<Answer<typeof listCampaignMicrosites>>().toExtend<z.infer<typeof micrositePageAnswerSchema>>();
    expectTypeOf<Answer<typeof pauseCampaign>>().toExtend<z.infer<typeof campaignRecordSchema>>();
    expectTypeOf<Answer<typeof linkContactsToCampaign>>().toExtend<z.infer<typeof linkContactsAnswerSchema>>();
    expectTypeOf<Answer<typeof getMicrositeContent>>().toExtend<z.infer<typeof micrositeContentAnswerSchema>>();
    expectTypeOf<Jsonified<PagePreview>>().toExtend<z.infer<typeof pagePreviewAnswerSchema>>();
  });

  it("contacts, their timeline and the account's people", () => {
    expectTypeOf<Answer<typeof listContacts>["contacts"][number]>().toExtend<z.infer<typeof contactAnswerSchema>>();
    expectTypeOf<Answer<typeof updateContact>>().toExtend<z.infer<typeof contactAnswerSchema>>();
    expectTypeOf<Answer<typeof contactsDeleteSummary>>().toExtend<z.infer<typeof contactsDeleteSummarySchema>>();
    expectTypeOf<Answer<typeof deleteContacts>>().toExtend<z.infer<typeof contactsDeletedSchema>>();
    expectTypeOf<Answer<typeof getContactTimeline>>().toExtend<z.infer<typeof contactTimelineSchema>>();
    expectTypeOf<{ domain: string; people: Answer<typeof listAccountPeople> }>().toExtend<z.infer<typeof accountPeopleAnswerSchema>>();
    expectTypeOf<Answer<typeof putPageAccess>>().toExtend<z.infer<typeof pageAccessAnswerSchema>>();
    expectTypeOf<Answer<typeof admitAccessRequest>>().toExtend<z.infer<typeof admittedRequestAnswerSchema>>();
  });

  it("analytics, notifications, the account and the workspace", () => {
    expectTypeOf<Answer<typeof getAnalytics>>().toExtend<z.infer<typeof analyticsAnswerSchema>>();
    expectTypeOf<Answer<typeof claimNewEngagement>>().toExtend<z.infer<typeof claimedNotificationsSchema>>();
    expectTypeOf<Answer<typeof updateAccountName>>().toExtend<z.infer<typeof accountNameAnswerSchema>>();
    expectTypeOf<Answer<typeof getWorkspace>>().toExtend<z.infer<typeof workspaceAnswerSchema>>();
    expectTypeOf<Answer<typeof listWorkspaces>>().toExtend<z.infer<typeof workspaceListAnswerSchema>>();
    expectTypeOf<Answer<typeof listWorkspaceInvitations>>().toExtend<Array<z.infer<typeof invitationAnswerSchema>>>();
    expectTypeOf<Answer<typeof createWorkspaceInvitation>>().toExtend<z.infer<typeof invitationCreatedAnswerSchema>>();
    expectTypeOf<Answer<typeof describeInvitation>>().toExtend<z.infer<typeof invitationPreviewAnswerSchema>>();
    expectTypeOf<Answer<typeof acceptWorkspaceInvitation>>().toExtend<z.infer<typeof invitationAcceptedAnswerSchema>>();
  });

  it("the CRM lists and imports", () => {
    expectTypeOf<HubspotList[]>().toExtend<z.infer<typeof hubspotListsAnswerSchema>>();
    expectTypeOf<SalesforceListView[]>().toExtend<z.infer<typeof salesforceListViewsAnswerSchema>>();
    expectTypeOf<CrmImportResult>().toExtend<z.infer<typeof crmImportAnswerSchema>>();
  });
});
