import { z } from "zod";
import { storableString } from "./text-fields";
import { CRM_PROVIDERS } from "../crm";
export { crmSyncStateSchema } from "../crm";
import { count, timestamp } from "./answer-fields";
import { importResultSchema } from "./contact-answers";
import { SALESFORCE_LIST_OBJECTS } from "./integrations";

/** A CRM connection as Settings → Integrations shows it (never a token). */
export const connectionViewSchema = z.object({ provider: z.enum(CRM_PROVIDERS), accountLabel: storableString(), connectedAt: timestamp });
export type ConnectionView = z.infer<typeof connectionViewSchema>;

/** GET /api/integrations (and PUT /hubspot): the connections, and whether this server can offer Salesforce's sign-in. */
export const integrationsAnswerSchema = z.object({ connections: z.array(connectionViewSchema), salesforce: z.object({ configured: z.boolean() }) });


/** A CRM list or campaign to import from: its size is null when the CRM does not say. */
const crmSourceSchema = z.object({ id: storableString(), name: storableString(), size: count.nullable() });
/** A CRM field (or HubSpot property) an import can map a column from. */
const crmFieldSchema = z.object({ name: storableString(), label: storableString() });

export const hubspotListsAnswerSchema = z.array(crmSourceSchema);
export const crmFieldsAnswerSchema = z.array(crmFieldSchema);
export const salesforceCampaignsAnswerSchema = z.array(crmSourceSchema);
export const salesforceListViewsAnswerSchema = z.array(z.object({ id: storableString(), label: storableString(), object: z.enum(SALESFORCE_LIST_OBJECTS) }));

/** A CRM import: the CSV import's outcome, plus how many contacts were linked to their CRM record. */
export const crmImportAnswerSchema = importResultSchema.extend({ linked: count });

/** POST /api/integrations/salesforce/authorize: where to send the browser to sign in to Salesforce. */
export const authorizeAnswerSchema = z.object({ url: storableString() });
