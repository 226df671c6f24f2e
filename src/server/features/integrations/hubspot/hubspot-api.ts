import { Client } from "@hubspot/api-client";
import { AssociationSpecAssociationCategoryEnum, FilterOperatorEnum } from "@hubspot/api-client/lib/codegen/crm/objects/notes/index.js";
import { CrmError, crmErrorForStatus } from "../crm-error";

/** Where the client sends its requests: HubSpot itself, or a local server in tests (HUBSPOT_API_URL). */
export const HUBSPOT_API_URL = "https://api.hubapi.com";

/** The property group and properties Pitchsite writes on HubSpot contacts (created when missing). */
export const PITCHSITE_GROUP = { name: "pitchsite", label: "Pitchsite" };
export const PITCHSITE_PROPERTIES = [
  { name: "pitchsite_page_url", label: "Pitchsite page URL", type: "string", fieldType: "text" },
  { name: "pitchsite_views", label: "Pitchsite views", type: "number", fieldType: "number" },
  { name: "pitchsite_last_viewed", label: "Pitchsite last viewed", type: "datetime", fieldType: "date" },
  { name: "pitchsite_engagement_score", label: "Pitchsite engagement score", type: "number", fieldType: "number" },
  { name: "pitchsite_status", label: "Pitchsite status", type: "string", fieldType: "text" },
] as const;

/** HubSpot's association type of a note to a contact (HUBSPOT_DEFINED). */
const NOTE_TO_CONTACT = 202;
/** HubSpot batch endpoints take at most 100 inputs. */
export const HUBSPOT_BATCH = 100;

export type HubspotList = { id: string; name: string; size: number | null };
export type HubspotProperty = { name: string; label: string };
export type HubspotContact = { id: string; properties: Record<string, string | null> };

type ApiExceptionLike = { code: number; body: unknown; headers?: Record<string, string> };
const isApiException = (error: unknown): error is ApiExceptionLike => typeof error === "object" && error !== null && typeof (error as { code?: unknown }).code === "number";

function toCrmError(error: unknown): CrmError {
  if (error instanceof CrmError) return error;
  if (isApiException(error)) {
    const body = error.body as { message?: unknown } | string | null;
    const detail = typeof body === "object" && body && typeof body.message === "string" ? body.message : "";
    return crmErrorForStatus("HubSpot", error.code, detail, error.headers?.["retry-after"]);
  }
  return new CrmError("unavailable", "HubSpot could not be reached");
}

/**
 * The calls Pitchsite makes to HubSpot, through the official client. Retries are the sync job's (pg-boss backoff,
 * Retry-After), so the client's own retry is off and every failure surfaces as a CrmError.
 */
export function createHubspotApi(token: string, basePath = HUBSPOT_API_URL) {
  const client = new Client({ accessToken: token, basePath, numberOfApiCallRetries: 0 });
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toCrmError(error);
    }
  };

  return {
    /** Contact lists, by name (lists search); the token's validity and its lists scope are checked by it too. */
    async searchLists(query = ""): Promise<HubspotList[]> {
      const answer = await call(() => client.crm.lists.listsApi.doSearch({ query, count: 100, offset: 0, processingTypes: ["MANUAL", "DYNAMIC", "SNAPSHOT"] }));
      return answer.lists
        .filter((list) => list.objectTypeId === "0-1")
        .map((list) => ({ id: list.listId, name: list.name, size: typeof list.additionalProperties?.hs_list_size === "string" ? Number(list.additionalProperties.hs_list_size) : null }));
    },

    /** Every record id of a list, page by page (paging.next.after). */
    async listMemberIds(listId: string): Promise<string[]> {
      const ids: string[] = [];
      let after: string | undefined;
      do {
        const page = await call(() => client.crm.lists.membershipsApi.getPage(listId, after, undefined, 100));
        ids.push(...page.results.map((r) => r.recordId));
        after = page.paging?.next?.after;
      } while (after);
      return ids;
    },

    async contactProperties(): Promise<HubspotProperty[]> {
      const answer = await call(() => client.crm.properties.coreApi.getAll("contacts"));
      return answer.results.filter((p) => !p.hidden).map((p) => ({ name: p.name, label: p.label }));
    },

    async readContacts(ids: string[], properties: string[]): Promise<HubspotContact[]> {
      const contacts: HubspotContact[] = [];
      for (let i = 0; i < ids.length; i += HUBSPOT_BATCH) {
        const inputs = ids.slice(i, i + HUBSPOT_BATCH).map((id) => ({ id }));
        const answer = await call(() => client.crm.contacts.batchApi.read({ inputs, properties, propertiesWithHistory: [] }));
        contacts.push(...answer.results.map((r) => ({ id: r.id, properties: r.properties })));
      }
      return contacts;
    },

    /** The "Pitchsite" group and its properties on contacts, created when missing. */
    async ensurePitchsiteProperties(): Promise<void> {
      const existing = await call(() => client.crm.properties.coreApi.getAll("contacts"));
      const names = new Set(existing.results.map((p) => p.name));
      const missing = PITCHSITE_PROPERTIES.filter((p) => !names.has(p.name));
      if (missing.length === 0) return;
      const groups = await call(() => client.crm.properties.groupsApi.getAll("contacts"));
      if (!groups.results.some((g) => g.name === PITCHSITE_GROUP.name)) {
        await call(() => client.crm.properties.groupsApi.create("contacts", { ...PITCHSITE_GROUP, displayOrder: -1 }));
      }
      await call(() =>
        client.crm.properties.batchApi.create("contacts", {
          inputs: missing.map((p) => ({ ...p, groupName: PITCHSITE_GROUP.name }) as Parameters<typeof client.crm.properties.coreApi.create>[1]),
        }),
      );
    },

    /** One batch update call per 100 contacts; answers the ids HubSpot reported as failed. */
    async updateContacts(updates: Array<{ id: string; properties: Record<string, string> }>): Promise<void> {
      for (let i = 0; i < updates.length; i += HUBSPOT_BATCH) {
        const inputs = updates.slice(i, i + HUBSPOT_BATCH);
        await call(() => client.crm.contacts.batchApi.update({ inputs }));
      }
    },

    /** A note carrying `marker`, if one was created already (a retry after an unknown outcome). */
    async findNote(marker: string): Promise<string | null> {
      const answer = await call(() =>
        client.crm.objects.notes.searchApi.doSearch({ filterGroups: [{ filters: [{ propertyName: "hs_note_body", operator: FilterOperatorEnum.ContainsToken, value: marker }] }], limit: 1, properties: ["hs_note_body"] }),
      );
      return answer.results[0]?.id ?? null;
    },

    async createNote(contactId: string, body: string, at: Date): Promise<string> {
      const note = await call(() =>
        client.crm.objects.notes.basicApi.create({
          properties: { hs_timestamp: at.toISOString(), hs_note_body: body },
          associations: [{ to: { id: contactId }, types: [{ associationCategory: AssociationSpecAssociationCategoryEnum.HubspotDefined, associationTypeId: NOTE_TO_CONTACT }] }],
        }),
      );
      return note.id;
    },
  };
}

export type HubspotApi = ReturnType<typeof createHubspotApi>;
