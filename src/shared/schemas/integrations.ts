import { z } from "zod";
import { columnMappingSchema } from "../csv/column-mapping";
import { CRM_PROVIDERS } from "../crm";
import { uuidSchema } from "../uuid";
import { storableString } from "./text-fields";

export const INTEGRATION_MESSAGES = {
  tokenRequired: "Enter the private app's access token",
  tokenRefused: "HubSpot refused this token: check that it was copied whole and that the app is not deleted",
  missingScopes: "This private app lacks a scope Pitchsite needs (crm.objects.contacts.read/write, crm.schemas.contacts.write, crm.lists.read)",
  unreachable: "HubSpot could not be reached; try again in a minute",
  notConnected: "Connect HubSpot first",
  adminOnly: "Only workspace admins can connect or disconnect a CRM",
  campaignRequired: "campaign_id must be a valid UUID",
  listRequired: "Pick a HubSpot list",
} as const;

export const hubspotConnectSchema = z.object({
  token: storableString().trim().min(1, INTEGRATION_MESSAGES.tokenRequired).max(500, "The token is too long"),
});
export type HubspotConnectInput = z.infer<typeof hubspotConnectSchema>;

/**
 * Import of a HubSpot list into a campaign: the same column mapping as a CSV import, where the "headers" are
 * HubSpot contact property names (the note, `context`, from whichever property the rep picks).
 */
export const hubspotImportSchema = z.object({
  campaign_id: uuidSchema(INTEGRATION_MESSAGES.campaignRequired),
  list_id: storableString().trim().min(1, INTEGRATION_MESSAGES.listRequired).max(100),
  mapping: columnMappingSchema,
});
export type HubspotImportInput = z.infer<typeof hubspotImportSchema>;

export const crmListQuerySchema = z.object({ q: storableString().trim().max(200).optional() });

export const crmProviderParamSchema = z.object({ provider: z.enum(CRM_PROVIDERS, { error: "Unknown CRM" }) });

export const SALESFORCE_MESSAGES = {
  notConfigured: "Salesforce is not set up on this server: set SALESFORCE_CLIENT_ID and SALESFORCE_CLIENT_SECRET (see the README)",
  notConnected: "Connect Salesforce first",
  stateRefused: "This Salesforce sign-in was not started here, or has expired; click Connect Salesforce again",
  denied: "Salesforce did not grant access",
  sessionRefused: "Salesforce refused the stored sign-in: disconnect and connect Salesforce again",
  noAccess: "The Salesforce user lacks a permission Pitchsite needs (API Enabled, read and edit on Contacts and Leads, create Tasks)",
  unreachable: "Salesforce could not be reached; try again in a minute",
  sourceRequired: "Pick a Salesforce campaign or list view",
} as const;

/** A Salesforce record id: 15 or 18 letters and digits. */
export const salesforceIdSchema = storableString().trim().regex(/^[a-zA-Z0-9]{15}(?:[a-zA-Z0-9]{3})?$/, SALESFORCE_MESSAGES.sourceRequired);

/** The Salesforce objects a list view can list for an import. */
export const SALESFORCE_LIST_OBJECTS = ["Contact", "Lead"] as const;

/**
 * Import into a campaign from a Salesforce campaign's members or from a Contact/Lead list view, with the CSV
 * import's column mapping where the "headers" are Salesforce field names (the note from whichever field the rep picks).
 */
export const salesforceImportSchema = z.object({
  campaign_id: uuidSchema(INTEGRATION_MESSAGES.campaignRequired),
  source: z.discriminatedUnion(
    "kind",
    [
      z.object({ kind: z.literal("campaign"), id: salesforceIdSchema }),
      z.object({ kind: z.literal("list_view"), object: z.enum(SALESFORCE_LIST_OBJECTS), id: salesforceIdSchema }),
    ],
    { error: SALESFORCE_MESSAGES.sourceRequired },
  ),
  mapping: columnMappingSchema,
});
export type SalesforceImportInput = z.infer<typeof salesforceImportSchema>;
