import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHubspotTestServer, type HubspotTestServer } from "@/server/test/hubspot-test-server";
import { CrmError } from "../crm-error";
import { createHubspotApi } from "./hubspot-api";

const TOKEN = "pat-na1-unit-token";

describe("HubSpot API through @hubspot/api-client: HubSpot's errors as CrmErrors", () => {
  let hubspot: HubspotTestServer;
  beforeAll(async () => {
    hubspot = await startHubspotTestServer({ token: TOKEN, scopes: ["crm.lists.read", "crm.objects.contacts.read"] });
  });
  afterAll(() => hubspot.stop());

  const failure = (work: Promise<unknown>) => work.then(() => null, (error: unknown) => error as CrmError);

  it("401 is auth, 403 missing scopes is scopes, 429 carries Retry-After, 5xx is retryable", async () => {
    const api = createHubspotApi(TOKEN, hubspot.url);
    expect(await failure(createHubspotApi("pat-na1-wrong", hubspot.url).searchLists())).toMatchObject({ kind: "auth", retryable: false });
    const scopes = await failure(api.ensurePitchsiteProperties());
    expect(scopes).toBeInstanceOf(CrmError);
    expect(scopes).toMatchObject({ kind: "scopes", retryable: false });
    hubspot.inject({ status: 429, retryAfter: 12 });
    expect(await failure(api.searchLists())).toMatchObject({ kind: "rate_limited", retryAfterSeconds: 12, retryable: true });
    hubspot.inject({ status: 502 });
    expect(await failure(api.searchLists())).toMatchObject({ kind: "unavailable", retryable: true });
    expect(await api.searchLists()).toEqual([]);
    expect(scopes!.message).not.toContain(TOKEN);
  });

  it("reads every member of a long list page by page (paging.next.after)", async () => {
    const ids = hubspot.addContacts(Array.from({ length: 230 }, (_, i) => ({ email: `m${i}@example.com` })));
    const listId = hubspot.addList("Big", ids);
    expect(await createHubspotApi(TOKEN, hubspot.url).listMemberIds(listId)).toEqual(ids);
  });
});
