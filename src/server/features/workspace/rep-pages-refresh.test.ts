import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRows } from "@/shared/test/contact-factory";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import type { LaunchAnswer } from "@/shared/schemas/launch";
import { launchRuns, micrositeRepRefreshes, microsites } from "@/server/db/schema";
import { refreshRepPages, requestRepPageRefreshIfWaiting } from "@/server/jobs/refresh-rep-pages";
import { micrositesOf, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { uploadProfilePhoto, validBrandProfile } from "@/server/test/account/account-seed";
import { seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { joinAs, json } from "@/server/test/workspace/workspace-kit";

const PAGES = 20;

type Person = { user: TestUser; name: string; title: string; scheduling: string; photo: string };

/**
 * Issue 23 item 4: a departed rep's campaigns go to an admin, and their live pages must stop printing the rep's name,
 * email, title, photo and scheduling link: re-rendered in the background with the new owner as the rep, same slugs,
 * statuses and expiry, and served fresh (the page cache drops its copy).
 */
describe("a departed rep's name leaves their live pages", () => {
  let ctx: TestContext;
  let frameworkId: string;
  const send = (user: TestUser, method: string, path: string, body?: unknown) => ctx.request(path, { method, body, cookie: user.cookie });

  async function withProfile(user: TestUser, title: string): Promise<Person> {
    const scheduling = `https://cal.example/${user.id.toLowerCase()}`;
    expect((await send(user, "PATCH", "/api/account/profile", { jobTitle: title, schedulingUrl: scheduling })).status).toBe(200);
    const photo = await uploadProfilePhoto(ctx, user);
    return { user, name: `${user.firstName} ${user.lastName}`, title, scheduling, photo: photo.url };
  }

  let lead: Person;

  beforeAll(async () => {
    ctx = await createTestContext();
    await ctx.startWorker();
    const admin = await ctx.signUp({ firstName: "Ada", lastName: "Admin" });
    lead = await withProfile(admin, "Head of Marketing");
    await send(admin, "PUT", "/api/brand-profile", validBrandProfile());
    frameworkId = (await json<{ id: string }>(send(admin, "POST", "/api/frameworks", buildFrameworkInput({ name: "Open" })))).id;
  });
  afterAll(() => ctx.close());

  /** A new rep in the lead's workspace with PAGES live pages of a launched campaign, each viewed once (so cached). */
  async function repWithLivePages(name: string) {
    const rep = await withProfile(await joinAs(ctx, lead.user, "member", name), "Account Executive");
    const campaign = await json<{ id: string }>(send(rep.user, "POST", "/api/campaigns", { name: `${name}'s outreach`, framework_id: frameworkId, contacts: contactRows(PAGES) }));
    const launch = await json<LaunchAnswer>(send(rep.user, "POST", "/api/launch-campaign", { campaignId: campaign.id }));
    await waitFor(
      () => json<{ status: string }>(send(rep.user, "GET", `/api/campaign-status?campaignId=${campaign.id}&runId=${launch.runId}`)),
      (s) => s.status === "completed" || s.status === "failed",
    );
    const before = await micrositesOf(ctx.db, campaign.id);
    expect(before.map((p) => p.status)).toEqual(Array(PAGES).fill("completed"));
    for (const page of before) {
      const html = await (await ctx.request(`/site/${page.slug}`)).text();
      for (const detail of [rep.name, rep.user.email, rep.title, rep.scheduling, rep.photo]) expect(html).toContain(detail);
    }
    return { rep, campaignId: campaign.id, before };
  }

  /** Every public page, read as a prospect would: until none shows the departed rep. */
  async function expectNewRep(departed: Person, campaignId: string, before: Awaited<ReturnType<typeof micrositesOf>>) {
    const read = () => Promise.all(before.map(async (p) => (await ctx.request(`/site/${p.slug}`)).text()));
    const pages = await waitFor(read, (all) => all.every((html) => !html.includes(departed.user.email)));
    for (const html of pages) {
      for (const detail of [departed.name, departed.user.email, departed.scheduling, departed.photo]) expect(html).not.toContain(detail);
      for (const detail of [lead.name, lead.user.email, lead.title, lead.scheduling, lead.photo]) expect(html).toContain(detail);
    }
    // Re-rendered in place: same slugs, statuses, publication and expiry; nothing waits any more.
    const after = new Map((await micrositesOf(ctx.db, campaignId)).map((p) => [p.id, p]));
    for (const page of before) {
      const now = after.get(page.id)!;
      expect([now.slug, now.status, now.publishedAt, now.expiresAt, now.userId]).toEqual([page.slug, page.status, page.publishedAt, page.expiresAt, lead.user.id]);
      expect(now.content).toEqual(page.content);
    }
    expect(await waitFor(() => ctx.db.select().from(micrositeRepRefreshes), (rows) => rows.length === 0)).toEqual([]);
  }

  it("after an admin removes the rep", async () => {
    const { rep, campaignId, before } = await repWithLivePages("Rex");
    expect((await send(lead.user, "DELETE", `/api/workspace/members/${rep.user.id}`)).status).toBe(204);
    await expectNewRep(rep, campaignId, before);
  });

  it("after the rep leaves", async () => {
    const { rep, campaignId, before } = await repWithLivePages("Lia");
    expect((await send(rep.user, "DELETE", `/api/workspace/members/${rep.user.id}`)).status).toBe(204);
    await expectNewRep(rep, campaignId, before);
  });

  it("after the rep closes their account", async () => {
    const { rep, campaignId, before } = await repWithLivePages("Cal");
    expect((await send(rep.user, "DELETE", "/api/account", { confirm: rep.user.email })).status).toBe(204);
    await expectNewRep(rep, campaignId, before);
  });

  it("waiting pages are asked for again after a restart (sweep, worker start), and drawing one twice changes nothing", async () => {
    const [page] = await ctx.db.select().from(microsites).where(eq(microsites.userId, lead.user.id)).limit(1);
    const sameYear = (html: string | null) => html!.replace(/©\s*\d{4}/g, "");
    // As a crash right after a hand-over's commit leaves it: the page is listed, no job was sent.
    await ctx.db.insert(micrositeRepRefreshes).values({ micrositeId: page.id });
    expect(await requestRepPageRefreshIfWaiting(ctx.db, ctx.deps.queue)).toBe(true);
    await waitFor(() => ctx.db.select().from(micrositeRepRefreshes), (rows) => rows.length === 0);
    const [again] = await ctx.db.select().from(microsites).where(eq(microsites.id, page.id));
    expect(sameYear(again.htmlContent)).toBe(sameYear(page.htmlContent));
    expect(again.expiresAt).toEqual(page.expiresAt);

    await ctx.db.insert(micrositeRepRefreshes).values({ micrositeId: page.id });
    const deps = { db: ctx.db, storage: ctx.storage, logger: ctx.deps.logger };
    await refreshRepPages(deps);
    const [third] = await ctx.db.select().from(microsites).where(eq(microsites.id, page.id));
    expect(sameYear(third.htmlContent)).toBe(sameYear(page.htmlContent));
    expect(await refreshRepPages(deps)).toBe(0);
    expect(await requestRepPageRefreshIfWaiting(ctx.db, ctx.deps.queue)).toBe(false);
  });
});

describe("a page still being written when its rep departs", () => {
  let ctx: TestContext;
  // No worker here: nothing but these calls touches the list.
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("stays listed while its run hands out work, and is taken once the run is over", async () => {
    const owner = await ctx.signUp();
    const seeded = await seedMicrosite(ctx.db, owner.id, { status: "pending", html: null });
    const [run] = await ctx.db.insert(launchRuns).values({ campaignId: seeded.campaignId, userId: owner.id, status: "running", total: 1 }).returning();
    await ctx.db.update(microsites).set({ runId: run.id }).where(eq(microsites.id, seeded.microsite.id));
    await ctx.db.insert(micrositeRepRefreshes).values({ micrositeId: seeded.microsite.id });
    const deps = { db: ctx.db, storage: ctx.storage, logger: ctx.deps.logger };

    expect(await refreshRepPages(deps)).toBe(0);
    expect(await ctx.db.select().from(micrositeRepRefreshes)).toHaveLength(1);
    expect(await requestRepPageRefreshIfWaiting(ctx.db, ctx.deps.queue)).toBe(true);

    await ctx.db.update(launchRuns).set({ status: "completed" }).where(eq(launchRuns.id, run.id));
    await refreshRepPages(deps);
    expect(await ctx.db.select().from(micrositeRepRefreshes)).toEqual([]);
  });
});
