import { Connection } from "jsforce";
import { setDefaults } from "jsforce/lib/request.js";
import { CrmError } from "../crm-error";
import { salesforceError, missingFieldsMessage } from "./salesforce-error";
import type { SalesforceCredential, SalesforceOAuthSettings } from "./salesforce-oauth";

/** The REST API version Pitchsite calls (composite/sobjects, list view results). */
export const SALESFORCE_API_VERSION = "62.0";

/** The custom fields the admin creates on Contact and Lead (README), and what Pitchsite writes in them. */
export const PITCHSITE_FIELDS = ["Pitchsite_Page_URL__c", "Pitchsite_Views__c", "Pitchsite_Last_Viewed__c", "Pitchsite_Engagement_Score__c", "Pitchsite_Status__c"] as const;
export type PitchsiteFieldValues = Record<(typeof PITCHSITE_FIELDS)[number], string | number | null>;

/** Salesforce objects a Pitchsite contact is linked to, by the link's remote_type. */
export const SALESFORCE_OBJECT = { contact: "Contact", lead: "Lead" } as const;
export type SalesforceObject = (typeof SALESFORCE_OBJECT)[keyof typeof SALESFORCE_OBJECT];

// Retries are the sync job's (pg-boss backoff, a pause at REQUEST_LIMIT_EXCEEDED), as with HubSpot's client: jsforce's
// own (up to five, with backoff, of a GET answered 5xx) would hold a run and hide the failure. Only Pitchsite uses jsforce.
setDefaults({ retry: { methods: [] } });

/** composite/sobjects takes at most 200 records; SOQL `Id IN` is chunked the same. */
const BATCH = 200;
/** List view results answer at most 2000 rows a page. */
const LIST_VIEW_PAGE = 2000;
/** A Contact reads these through its Account, where a Lead has them itself. */
const CONTACT_ACCOUNT_PATHS: Record<string, string> = { Company: "Account.Name", Industry: "Account.Industry", Website: "Account.Website" };
const TEXT_TYPES = new Set(["string", "email", "url", "textarea", "phone", "picklist", "combobox"]);

export type SalesforceRecord = { id: string; type: "contact" | "lead"; values: Record<string, string | null> };
export type SalesforceCampaign = { id: string; name: string; size: number | null };
export type SalesforceListView = { id: string; label: string; object: SalesforceObject };
export type SalesforceField = { name: string; label: string };

/** A SOQL string literal. */
export const soqlString = (value: string) => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
const soqlLike = (value: string) => `'%${value.replace(/[\\'%_]/g, (c) => `\\${c}`)}%'`;
const fieldPath = (object: SalesforceObject, field: string) => (object === "Contact" ? (CONTACT_ACCOUNT_PATHS[field] ?? field) : field);
const read = (record: unknown, path: string): string | null => {
  const value = path.split(".").reduce<unknown>((at, key) => (at && typeof at === "object" ? (at as Record<string, unknown>)[key] : null), record);
  return value === null || value === undefined ? null : String(value);
};
const recordType = (object: SalesforceObject): SalesforceRecord["type"] => (object === "Lead" ? "lead" : "contact");

/**
 * The calls Pitchsite makes to a Salesforce org, through jsforce: a connection holding the refresh token (jsforce
 * fetches a new access token at a 401 INVALID_SESSION_ID and retries), the access token kept in memory only.
 * Every failure surfaces as a CrmError.
 */
export function createSalesforceApi(options: {
  credential: SalesforceCredential;
  oauth: SalesforceOAuthSettings;
  accessToken?: string;
  onAccessToken?: (token: string) => void;
}) {
  const { oauth, credential } = options;
  // jsforce's own refresh wraps the token endpoint's answer in a plain Error; this one keeps it (invalid_grant is a
  // revoked sign-in, ERROR_HTTP_5xx an outage) so the sync tells the two apart.
  let refreshFailure: Error | null = null;
  const conn = new Connection({
    oauth2: { clientId: oauth.clientId, clientSecret: oauth.clientSecret, loginUrl: oauth.loginUrl, redirectUri: oauth.redirectUri },
    instanceUrl: credential.instanceUrl,
    refreshToken: credential.refreshToken,
    accessToken: options.accessToken,
    version: SALESFORCE_API_VERSION,
    refreshFn: (c, callback) => {
      c.oauth2.refreshToken(credential.refreshToken).then(
        (answer) => callback(null, answer.access_token, answer),
        (error: Error) => {
          refreshFailure = error;
          callback(error);
        },
      );
    },
  });
  if (options.onAccessToken) conn.on("refresh", options.onAccessToken);
  const call = async <T>(run: () => PromiseLike<T>): Promise<T> => {
    refreshFailure = null;
    try {
      return await run();
    } catch (error) {
      // Set by the refresh callback during `run` (TypeScript cannot see that assignment).
      const refused = refreshFailure as Error | null;
      throw salesforceError(refused ? { errorCode: refused.name, message: refused.message, refresh: true } : error);
    }
  };
  /** Every record of a SOQL query, page by page (nextRecordsUrl). */
  const queryAll = async <T extends Record<string, unknown>>(soql: string): Promise<T[]> => {
    let page = await call(() => conn.query<T>(soql));
    const records = [...page.records];
    while (!page.done && page.nextRecordsUrl) {
      const locator = page.nextRecordsUrl;
      page = await call(() => conn.queryMore<T>(locator));
      records.push(...page.records);
    }
    return records;
  };
  const describeFields = async (object: SalesforceObject) => (await call(() => conn.sobject(object).describe())).fields;
  const readRecords = async (object: SalesforceObject, ids: string[], fields: string[]): Promise<SalesforceRecord[]> => {
    const records: SalesforceRecord[] = [];
    for (let i = 0; i < ids.length; i += BATCH) {
      const select = ["Id", ...fields.map((f) => fieldPath(object, f))];
      const rows = await queryAll(`SELECT ${[...new Set(select)].join(", ")} FROM ${object} WHERE Id IN (${ids.slice(i, i + BATCH).map(soqlString).join(", ")})`);
      records.push(...rows.map((row) => ({ id: String(row.Id), type: recordType(object), values: Object.fromEntries(fields.map((f) => [f, read(row, fieldPath(object, f))])) })));
    }
    return records;
  };

  return {
    /** Campaigns by name (the first 100). */
    async campaigns(query = ""): Promise<SalesforceCampaign[]> {
      const where = query ? ` WHERE Name LIKE ${soqlLike(query)}` : "";
      const rows = await queryAll<{ Id: string; Name: string; NumberOfContacts: number | null; NumberOfLeads: number | null }>(
        `SELECT Id, Name, NumberOfContacts, NumberOfLeads FROM Campaign${where} ORDER BY Name LIMIT 100`,
      );
      return rows.map((r) => ({ id: r.Id, name: r.Name, size: r.NumberOfContacts === null && r.NumberOfLeads === null ? null : (r.NumberOfContacts ?? 0) + (r.NumberOfLeads ?? 0) }));
    },

    async listViews(): Promise<SalesforceListView[]> {
      const views: SalesforceListView[] = [];
      for (const object of ["Contact", "Lead"] as const) {
        const answer = (await call(() => conn.sobject(object).listviews())) as { listviews: Array<{ id: string; label: string }> };
        views.push(...answer.listviews.map((v) => ({ id: v.id, label: v.label, object })));
      }
      return views;
    },

    /** Text fields an import can map: those Contact and Lead both have (Company, Industry, Website through the Contact's Account). */
    async importFields(): Promise<SalesforceField[]> {
      const [contact, lead] = await Promise.all([describeFields("Contact"), describeFields("Lead")]);
      const onContact = new Set([...contact.map((f) => f.name), ...Object.keys(CONTACT_ACCOUNT_PATHS)]);
      return lead.filter((f) => TEXT_TYPES.has(f.type) && onContact.has(f.name)).map((f) => ({ name: f.name, label: f.label }));
    },

    /** A campaign's members (Contacts and Leads) with the fields, in one SOQL query read page by page. */
    async campaignMembers(campaignId: string, fields: string[]): Promise<SalesforceRecord[]> {
      const select = ["ContactId", "LeadId", ...fields.map((f) => `Contact.${fieldPath("Contact", f)}`), ...fields.map((f) => `Lead.${f}`)];
      const rows = await queryAll<Record<string, unknown>>(`SELECT ${[...new Set(select)].join(", ")} FROM CampaignMember WHERE CampaignId = ${soqlString(campaignId)}`);
      return rows.map((row) => {
        const object: SalesforceObject = row.ContactId ? "Contact" : "Lead";
        return {
          id: String(row.ContactId ?? row.LeadId),
          type: recordType(object),
          values: Object.fromEntries(fields.map((f) => [f, read(row[object], fieldPath(object, f))])),
        };
      });
    },

    /** The records a list view shows (ids from its results, page by page), read with the fields. */
    async listViewRecords(object: SalesforceObject, listViewId: string, fields: string[]): Promise<SalesforceRecord[]> {
      const ids: string[] = [];
      for (let offset = 0; ; offset += LIST_VIEW_PAGE) {
        const page = await call(() =>
          conn.request<{ done: boolean; records: Array<{ columns: Array<{ fieldNameOrPath: string; value: string | null }> }> }>(
            `/sobjects/${object}/listviews/${encodeURIComponent(listViewId)}/results?limit=${LIST_VIEW_PAGE}&offset=${offset}`,
          ),
        );
        ids.push(...page.records.flatMap((r) => r.columns.filter((c) => c.fieldNameOrPath === "Id" && c.value).map((c) => c.value as string)));
        if (page.done || page.records.length === 0) break;
      }
      return readRecords(object, ids, fields);
    },

    /** The Pitchsite fields missing on Contact and Lead, as a sync error naming them. */
    async checkPitchsiteFields(): Promise<void> {
      for (const object of ["Contact", "Lead"] as const) {
        const names = new Set((await describeFields(object)).map((f) => f.name));
        const missing = PITCHSITE_FIELDS.filter((f) => !names.has(f));
        if (missing.length > 0) throw new CrmError("rejected", missingFieldsMessage(object, missing));
      }
    },

    /** One composite/sobjects call per 200 records of a type; a record Salesforce refuses fails the batch with its reason. */
    async updateRecords(object: SalesforceObject, updates: Array<{ id: string; fields: PitchsiteFieldValues }>): Promise<void> {
      for (let i = 0; i < updates.length; i += BATCH) {
        const records = updates.slice(i, i + BATCH).map((u) => ({ Id: u.id, ...u.fields }));
        const results = await call(() => conn.sobject(object).update(records, { allOrNone: false }));
        const refused = results.find((r) => !r.success);
        if (refused && !refused.success) {
          const reason = refused.errors[0] as { errorCode?: string; statusCode?: string; message?: string } | undefined;
          throw salesforceError({ errorCode: reason?.errorCode ?? reason?.statusCode ?? "REJECTED", message: reason?.message ?? "" });
        }
      }
    },

    /** The Task on this record with this subject whose description carries `marker` (an earlier attempt's). */
    async findTask(whoId: string, subject: string, marker: string): Promise<string | null> {
      const tasks = await queryAll<{ Id: string; Description: string | null }>(`SELECT Id, Description FROM Task WHERE WhoId = ${soqlString(whoId)} AND Subject = ${soqlString(subject)}`);
      return tasks.find((t) => (t.Description ?? "").includes(marker))?.Id ?? null;
    },

    async createTask(task: { whoId: string; subject: string; description: string; at: Date }): Promise<string> {
      const result = await call(() =>
        conn.sobject("Task").create({ WhoId: task.whoId, Subject: task.subject, Description: task.description, Status: "Completed", Priority: "Normal", ActivityDate: task.at.toISOString().slice(0, 10) }),
      );
      if (!result.success) throw salesforceError({ errorCode: result.errors[0]?.errorCode, message: result.errors[0]?.message });
      return result.id;
    },
  };
}

export type SalesforceApi = ReturnType<typeof createSalesforceApi>;
