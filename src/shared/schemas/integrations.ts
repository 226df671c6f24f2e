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
