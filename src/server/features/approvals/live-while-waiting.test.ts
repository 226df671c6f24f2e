import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpTestServer } from "@/server/test/smtp-test-server";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { contactRows } from "@/shared/test/contact-factory";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { micrositesOf, waitFor } from "@/server/test/launch-fixtures";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { validBrandProfile } from "@/server/test/account/account-seed";
import { joinAs, json } from "@/server/test/workspace/workspace-kit";

type Activity = { kind: string; title: string; description: string };

/**
 * Issue 23 item 7: a member's edit or regeneration of an approved live page waits beside it; the prospect's link keeps
 * the approved version until an admin approves (then the new one) or rejects (then the old one stays). Admins hear that
 * pages wait, the rep hears the decision: activity, the toast claim and an email through SMTP.
 */
describe("an approved page stays online while its new version waits", () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let admin: TestUser;
  let rep: TestUser;
  let campaignId: string;
  let pages: Awaited<ReturnType<typeof micrositesOf>>;

  const send = (user: TestUser, method: string, path: string, body?: unknown) => ctx.request(path, { method, body, cookie: user.cookie });
  const publicText = async (slug: string) => {
    const res = await ctx.request(`/site/${slug}`);
    return { status: res.status, text: await res.text() };
  };
  const editHeadline = async (id: string, headline: string) => {
    const { content } = await json<{ content: MicrositeContent }>(send(rep, "GET", `/api/microsites/${id}/content`));
    return send(rep, "PATCH", `/api/microsites/${id}/content`, { content: { ...content, headline } });
  };
  const claim = (user: TestUser) => json<{ items: Activity[] }>(send(user, "POST", "/api/notifications/claim?scope=requests"));
  const activity = (user: TestUser) => json<Activity[]>(send(user, "GET", "/api/dashboard/activity?limit=50"));
  // The approval notices a person received (the rep also got the invitation that brought them in).
  const mailTo = (user: TestUser) => smtp.received.filter((m) => m.to === user.email && !m.text.includes("invited you")).map((m) => m.text.replace(/=\r\n/g, ""));

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    ctx = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: "Pitchsite <team@pitchsite.example>" });
    await ctx.startWorker();
    admin = await ctx.signUp({ firstName: "Mia", lastName: "Marketing" });
    rep = await joinAs(ctx, admin, "member", "Rita");
    await send(admin, "PUT", "/api/brand-profile", validBrandProfile());
    const legal = buildFrameworkInput({ name: "Legal" });
    legal.content_constraints = { ...legal.content_constraints, legalCompliance: { ...legal.content_constraints.legalCompliance, requiresLegalReview: true } };
    const frameworkId = (await json<{ id: string }>(await send(admin, "POST", "/api/frameworks", legal))).id;
    campaignId = (await json<{ id: string }>(send(rep, "POST", "/api/campaigns", { name: "Northwind outreach", framework_id: frameworkId, contacts: contactRows(3) }))).id;
    await send(rep, "POST", "/api/launch-campaign", { campaignId });
    pages = await waitFor(() => micrositesOf(ctx.db, campaignId), (all) => all.length === 3 && all.every((p) => p.status === "awaiting_approval"));
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it("tells the admins that pages wait (activity, one toast, one email), and the rep that they were approved", async () => {
    expect((await claim(admin)).items).toEqual([expect.objectContaining({ kind: "pages_waiting", title: "Pages await your approval", description: "3 pages of Northwind outreach sent for your review" })]);
    expect((await claim(admin)).items).toEqual([]);
    expect((await activity(admin)).filter((a) => a.kind === "pages_waiting")).toHaveLength(1);
    // The worker emails right after it records the notice: wait for the delivery.
    await expect.poll(() => mailTo(admin)).toEqual([expect.stringContaining("Subject: 3 pages of Northwind outreach await your approval")]);
    expect(mailTo(admin)[0]).toContain("http://localhost:3000/approvals");

    expect(await json(send(admin, "POST", "/api/approvals/approve", { microsite_ids: pages.map((p) => p.id) }))).toEqual({ approved: 3 });
    expect((await claim(rep)).items).toEqual([expect.objectContaining({ kind: "pages_approved", description: "3 pages of Northwind outreach approved: the prospects see them now" })]);
    expect(mailTo(rep)).toEqual([expect.stringContaining("Subject: 3 pages of Northwind outreach approved")]);
    for (const page of pages) expect((await publicText(page.slug)).status).toBe(200);
  });

  it("keeps serving the approved copy while a member's edit waits, and serves the edit once approved", async () => {
    const [page] = pages;
    const before = (await publicText(page.slug)).text;
    const res = await editHeadline(page.id, "Edited while live");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ awaiting_approval: true });
    expect(await publicText(page.slug)).toEqual({ status: 200, text: before });
    const [row] = (await micrositesOf(ctx.db, campaignId)).filter((p) => p.id === page.id);
    expect(row).toMatchObject({ status: "completed", publishedAt: page.publishedAt ?? expect.any(Date) });
    expect(row.pendingHtml).toContain("Edited while live");
    // The rep's editor and the preview show the waiting version.
    expect((await json<{ content: MicrositeContent }>(send(rep, "GET", `/api/microsites/${page.id}/content`))).content.headline).toBe("Edited while live");
    const { url } = await json<{ url: string }>(send(admin, "GET", `/api/microsites/${page.id}/preview-url`));
    expect(await (await ctx.request(new URL(url).pathname)).text()).toContain("Edited while live");

    expect(await json(send(admin, "POST", "/api/approvals/approve", { microsite_ids: [page.id] }))).toEqual({ approved: 1 });
    await expect.poll(async () => (await publicText(page.slug)).text).toContain("Edited while live");
    const [approved] = (await micrositesOf(ctx.db, campaignId)).filter((p) => p.id === page.id);
    expect(approved).toMatchObject({ status: "completed", pendingHtml: null, expiresAt: row.expiresAt });
  });

  it("discards a rejected edit and keeps the live copy, telling the rep why", async () => {
    const [, page] = pages;
    const before = (await publicText(page.slug)).text;
    await editHeadline(page.id, "Rejected headline");
    expect(await json(send(admin, "POST", "/api/approvals/reject", { microsite_ids: [page.id], comment: "Keep the approved wording" }))).toEqual({ rejected: 1 });
    expect(await publicText(page.slug)).toEqual({ status: 200, text: before });
    const [row] = (await micrositesOf(ctx.db, campaignId)).filter((p) => p.id === page.id);
    expect(row).toMatchObject({ status: "completed", pendingHtml: null, reviewComment: "Keep the approved wording" });
    const told = (await claim(rep)).items.map((i) => i.description);
    expect(told).toContain('1 page of Northwind outreach rejected: "Keep the approved wording"');
    expect(mailTo(rep).some((text) => text.includes("Subject: 1 page of Northwind outreach rejected") && text.includes("Keep the approved wording"))).toBe(true);
  });

  it("keeps a live page online through a member's regeneration until the new version is approved", async () => {
    const [, , page] = pages;
    await send(rep, "PATCH", `/api/campaigns/${campaignId}`, { description: "A second pass at the copy" });
    await send(rep, "POST", `/api/microsites/${page.id}/regenerate`);
    // Pending (being rewritten): the approved version is still what the prospect gets.
    expect((await publicText(page.slug)).status).toBe(200);
    const [waiting] = await waitFor(
      async () => (await micrositesOf(ctx.db, campaignId)).filter((p) => p.id === page.id),
      ([p]) => p.status !== "pending",
    );
    expect(waiting).toMatchObject({ status: "completed", pendingHtml: expect.any(String) });
    expect((await publicText(page.slug)).status).toBe(200);
    const queue = await json<Array<{ pages: Array<{ microsite_id: string; kind: string }> }>>(send(admin, "GET", "/api/approvals"));
    expect(queue.flatMap((g) => g.pages)).toEqual([expect.objectContaining({ microsite_id: page.id, kind: "edit" })]);
    expect(await json(send(admin, "GET", "/api/approvals/count"))).toEqual({ count: 1 });
    await send(admin, "POST", "/api/approvals/approve", { microsite_ids: [page.id] });
    const [approved] = (await micrositesOf(ctx.db, campaignId)).filter((p) => p.id === page.id);
    expect(approved).toMatchObject({ status: "completed", htmlContent: waiting.pendingHtml, pendingHtml: null });
    expect((await publicText(page.slug)).status).toBe(200);
  });
});
