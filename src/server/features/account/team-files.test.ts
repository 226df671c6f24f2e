import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRows } from "@/shared/test/contact-factory";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { micrositesOf, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { joinAs, json } from "@/server/test/workspace/workspace-kit";
import { uploadLogo, validBrandProfile } from "@/server/test/account/account-seed";

/**
 * Issue 23 item 2: a team's framework and brand logos belong to the workspace. An admin who uploaded them leaves the
 * team and erases their account; the team's live pages still show the logos and a new launch passes
 * "Logo and images load".
 */
describe("team files outlive the admin who uploaded them", () => {
  let ctx: TestContext;
  let lead: TestUser;
  let teamId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    lead = await ctx.signUp({ firstName: "Lead" });
    teamId = (await json<{ id: string }>(ctx.request("/api/workspace", { cookie: lead.cookie }))).id;
  });
  afterAll(() => ctx.close());

  /** The lead's campaign with the team framework, launched and finished: its one page. */
  async function launchPage(frameworkId: string, name: string) {
    const created = await ctx.request("/api/campaigns", {
      method: "POST",
      cookie: lead.cookie,
      body: { name, framework_id: frameworkId, cta_type: "Book Now", cta_url: "https://acme.example.com/demo", contacts: contactRows(1) },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const campaign = (await created.json()) as { id: string };
    const launched = await ctx.request("/api/launch-campaign", { method: "POST", cookie: lead.cookie, body: { campaignId: campaign.id } });
    expect(launched.status, await launched.clone().text()).toBe(202);
    const worker = await ctx.startWorker();
    const [page] = await waitFor(() => micrositesOf(ctx.db, campaign.id), (pages) => pages.length > 0 && pages.every((p) => p.status === "completed" || p.status === "error"));
    await worker.stop();
    return page;
  }

  const status = async (path: string) => (await ctx.request(path)).status;

  it("keeps the logos a former admin uploaded on live pages and in new launches after their account is deleted", async () => {
    const ada = await joinAs(ctx, lead, "admin", "Ada");
    expect((await ctx.request("/api/workspace/active", { method: "POST", cookie: ada.cookie, body: { workspaceId: teamId } })).status).toBe(200);
    const frameworkLogo = await uploadLogo(ctx, ada, "framework-logos");
    const brandLogo = await uploadLogo(ctx, ada, "brand-logos");
    // Stored in the team's folder, not in Ada's.
    expect(frameworkLogo.path.startsWith(`${teamId}/`)).toBe(true);
    expect(brandLogo.path.startsWith(`${teamId}/`)).toBe(true);
    const framework = await ctx.request("/api/frameworks", { method: "POST", cookie: ada.cookie, body: buildFrameworkInput({ name: "Team look", brand_logo: frameworkLogo.path }) });
    expect(framework.status, await framework.clone().text()).toBe(201);
    const frameworkId = ((await framework.json()) as { id: string }).id;
    const brand = await ctx.request("/api/brand-profile", { method: "PUT", cookie: ada.cookie, body: validBrandProfile({ logo_url: brandLogo.url }) });
    expect(brand.status, await brand.clone().text()).toBe(200);

    const before = await launchPage(frameworkId, "Before Ada left");
    expect(before.status).toBe("completed");
    expect(before.htmlContent).toContain(frameworkLogo.url);

    // Ada leaves the team, then erases her account.
    expect((await ctx.request(`/api/workspace/members/${ada.id}`, { method: "DELETE", cookie: ada.cookie })).status).toBe(204);
    const erased = await ctx.request("/api/account", { method: "DELETE", cookie: ada.cookie, body: { confirm: ada.email } });
    expect(erased.status, await erased.clone().text()).toBe(204);

    expect(await status(frameworkLogo.url)).toBe(200);
    expect(await status(brandLogo.url)).toBe(200);
    expect(await status(`/site/${before.slug}`)).toBe(200);
    const after = await launchPage(frameworkId, "After Ada left");
    expect(after.error).toBeNull();
    expect(after.status).toBe("completed");
    expect(after.quality?.checks.find((c) => c.id === "images-resolve")).toMatchObject({ passed: true });
  });

  it("still erases the logos of a workspace deleted with its only member", async () => {
    const solo = await ctx.signUp({ firstName: "Solo" });
    const logo = await uploadLogo(ctx, solo, "framework-logos");
    expect(await status(logo.url)).toBe(200);
    expect((await ctx.request("/api/account", { method: "DELETE", cookie: solo.cookie, body: { confirm: solo.email } })).status).toBe(204);
    expect(await status(logo.url)).toBe(404);
  });
});
