import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAMPAIGN_MESSAGES } from "@/shared/schemas/campaign";
import { EMPTY_PATCH_MESSAGE } from "@/shared/schemas/patch";
import { UNSTORABLE_TEXT_MESSAGE } from "@/shared/schemas/text-fields";
import { campaigns, contacts } from "../db/schema";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";

/** Input PostgreSQL cannot store or a date it refuses: a clear 400, never a database error, and nothing stored. */
describe("bad input answers 400 with a clear message, never 500", () => {
  let ctx: TestContext;
  let user: TestUser;
  let campaignId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await ctx.signUp();
    const res = await ctx.request("/api/campaigns", { method: "POST", body: { name: "Spring" }, cookie: user.cookie });
    campaignId = ((await res.json()) as { id: string }).id;
  });
  afterAll(() => ctx.close());

  const send = (path: string, method = "GET", body?: unknown) => ctx.request(path, { method, body, cookie: user.cookie });
  const expect400 = async (res: Response, message: string) => {
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  };
  const campaignCount = async () => (await ctx.db.select({ n: count() }).from(campaigns).where(eq(campaigns.userId, user.id)))[0].n;

  it("a NUL byte in a search", async () => {
    await expect400(await send("/api/contacts?q=%00"), UNSTORABLE_TEXT_MESSAGE);
    await expect400(await send("/api/frameworks?q=a%00b"), UNSTORABLE_TEXT_MESSAGE);
  });

  it.each([
    ["a NUL byte", "Spring\u0000launch"],
    ["a lone high surrogate", "Spring \uD83D launch"],
    ["a lone low surrogate", "\uDE00"],
  ])("%s in a campaign name, on create and on update", async (_label, name) => {
    const before = await campaignCount();
    await expect400(await send("/api/campaigns", "POST", { name }), UNSTORABLE_TEXT_MESSAGE);
    await expect400(await send(`/api/campaigns/${campaignId}`, "PATCH", { name }), UNSTORABLE_TEXT_MESSAGE);
    expect(await campaignCount()).toBe(before);
    expect(((await (await send(`/api/campaigns/${campaignId}`)).json()) as { name: string }).name).toBe("Spring");
  });

  it("a NUL byte in an imported contact", async () => {
    const res = await send(`/api/campaigns/${campaignId}/contacts`, "POST", { contacts: [{ email: "ann@example.com", first_name: "A\u0000nn", last_name: "Lee", company: "Acme" }] });
    expect(res.status).toBeLessThan(500);
    expect((await ctx.db.select({ n: count() }).from(contacts).where(eq(contacts.userId, user.id)))[0].n).toBe(0);
  });

  it.each(["2026-02-31", "2026-04-31", "2025-02-29", "0000-01-01", "2026-13-01"])("an impossible date %s", async (date) => {
    await expect400(await send("/api/campaigns", "POST", { name: "Dated", start_date: date }), CAMPAIGN_MESSAGES.invalidDate);
    await expect400(await send(`/api/campaigns/${campaignId}`, "PATCH", { end_date: date }), CAMPAIGN_MESSAGES.invalidDate);
    expect(((await (await send(`/api/campaigns/${campaignId}`)).json()) as { end_date: string | null }).end_date).toBeNull();
  });

  it("an empty campaign update", async () => {
    await expect400(await send(`/api/campaigns/${campaignId}`, "PATCH", {}), EMPTY_PATCH_MESSAGE);
    await expect400(await send(`/api/campaigns/${campaignId}`, "PATCH", { status: "live", unknown: 1 }), EMPTY_PATCH_MESSAGE);
  });
});
