import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContactPageAnswer } from "@/shared/schemas/contact-page";
import { contactRow } from "@/shared/test/contact-factory";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { contacts } from "@/server/db/schema";
import { micrositesOf, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { validBrandProfile } from "@/server/test/account/account-seed";
import { json } from "@/server/test/workspace/workspace-kit";

/** Issue 26 item 3: one idempotent call that answers a contact's page URL, generating the page when it is missing. */
describe("POST /api/campaigns/:id/pages", () => {
  let ctx: TestContext;
  let rep: TestUser;
  let other: TestUser;
  let campaignId: string;

  const ask = (body: unknown, wait?: number, user = rep) =>
    ctx.request(`/api/campaigns/${campaignId}/pages${wait === undefined ? "" : `?wait=${wait}`}`, { method: "POST", body, cookie: user.cookie });
  const pagesOf = async () => micrositesOf(ctx.db, campaignId);

  beforeAll(async () => {
    ctx = await createTestContext();
    rep = await ctx.signUp({ firstName: "Rita" });
    other = await ctx.signUp({ firstName: "Otto" });
    await ctx.request("/api/brand-profile", { method: "PUT", body: validBrandProfile(), cookie: rep.cookie });
    const frameworkId = (await json<{ id: string }>(ctx.request("/api/frameworks", { method: "POST", body: buildFrameworkInput({ name: "Outbound" }), cookie: rep.cookie }))).id;
    campaignId = (await json<{ id: string }>(ctx.request("/api/campaigns", { method: "POST", body: { name: "Sequence pages", framework_id: frameworkId }, cookie: rep.cookie }))).id;
  });
  afterAll(() => ctx.close());

  it("answers 202 with a status URL when the wait runs out, and the status URL gives the page's URL once published", async () => {
    const res = await ask(contactRow(1), 0);
    expect(res.status).toBe(202);
    const pending = (await res.json()) as ContactPageAnswer;
    expect(pending).toMatchObject({ status: "pending", url: null, status_url: `/api/campaigns/${campaignId}/pages/${pending.microsite_id}` });
    expect(res.headers.get("location")).toBe(pending.status_url);
    await ctx.startWorker();
    const ready = await waitFor(
      () => json<ContactPageAnswer>(ctx.request(pending.status_url, { cookie: rep.cookie })),
      (page) => page.status !== "pending",
    );
    expect(ready.status).toBe("completed");
    expect(ready.url).toMatch(new RegExp(`^${ctx.config.micrositeBaseUrl}/first1-last1-`));
    const served = await ctx.request(new URL(ready.url!).pathname);
    expect(served.status).toBe(200);
    // The campaign went live with its first page, like a launch.
    expect((await json<{ status: string }>(ctx.request(`/api/campaigns/${campaignId}`, { cookie: rep.cookie }))).status).toBe("live");
  });

  it("generates a new contact's page within the wait (201), then answers the same URL at once (200) with one contact and one page", async () => {
    const first = await ask(contactRow(2), 60);
    expect(first.status).toBe(201);
    const created = (await first.json()) as ContactPageAnswer;
    expect(created.status).toBe("completed");
    const again = await ask({ ...contactRow(2), email: "PERSON2@example.com" }, 60);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(created);
    const rows = await ctx.db.select().from(contacts).where(eq(contacts.userId, rep.id));
    expect(rows.filter((c) => c.email.toLowerCase() === "person2@example.com")).toHaveLength(1);
    expect((await pagesOf()).filter((p) => p.contactId === created.contact_id)).toHaveLength(1);
  });

  it("five concurrent calls for one new contact make one contact and one page", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(contactRow(3), 60)));
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as ContactPageAnswer[];
    // Each answers the one page: 201 for the calls that saw it being written, 200 for any that came after.
    for (const res of answers) expect([200, 201]).toContain(res.status);
    expect(new Set(bodies.map((b) => b.microsite_id)).size).toBe(1);
    expect(bodies.every((b) => b.status === "completed" && b.url === bodies[0].url)).toBe(true);
    const rows = await ctx.db.select().from(contacts).where(eq(contacts.userId, rep.id));
    expect(rows.filter((c) => c.email === "person3@example.com")).toHaveLength(1);
    expect((await pagesOf()).filter((p) => p.contactId === bodies[0].contact_id)).toHaveLength(1);
  });

  it("refuses bad input with the import's messages, and another owner's campaign with 404", async () => {
    const missing = await ask({ email: "solo@example.com" }, 0);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toBe("Missing fields: first_name, last_name, company, industry, context, domain");
    const badWait = await ask(contactRow(4), 61);
    expect(badWait.status).toBe(400);
    expect(((await badWait.json()) as { error: string }).error).toBe("wait must be a number of seconds from 0 to 60");
    expect((await ask(contactRow(5), 0, other)).status).toBe(404);
    const page = (await pagesOf())[0];
    expect((await ctx.request(`/api/campaigns/${campaignId}/pages/${page.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await ctx.request(`/api/campaigns/${campaignId}/pages/not-a-uuid`, { cookie: rep.cookie })).status).toBe(404);
    expect((await pagesOf()).some((p) => p.contactId && p.status === "pending")).toBe(false);
  });

  it("asks a paused campaign for nothing", async () => {
    await ctx.request(`/api/campaigns/${campaignId}/pause`, { method: "POST", cookie: rep.cookie });
    const res = await ask(contactRow(6), 0);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe("This campaign is paused: resume or relaunch it before asking for new pages");
  });
});
