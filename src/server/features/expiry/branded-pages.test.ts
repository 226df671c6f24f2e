import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXPIRED_TITLE, NOT_PUBLISHED_TITLE } from "@/shared/public-site";
import { brandProfiles, campaigns, templateFrameworks } from "@/server/db/schema";
import { sampleEditorialFramework } from "@/server/render/sample-content";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { seedMicrosite } from "@/server/test/metrics/metrics-fixtures";
import { personalWorkspaceId } from "@/server/db/membership";

const APP_LOOK = ["#4338ca", "#3730a3", "-apple-system", "linear-gradient(180deg,#f1f5f9"];
const styleOf = (html: string) => /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? "";

describe("the pages around a microsite wear its framework's brand", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let campaignId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp({ firstName: "Grace", lastName: "Hopper" });
    const workspaceId = personalWorkspaceId(owner.id);
    await ctx.db.insert(brandProfiles).values({ workspaceId, userId: owner.id, companyName: "Initech", logoUrl: `/storage/brand-logos/${owner.id}/1700000000000-0011223344556677.png` });
    const editorial = sampleEditorialFramework();
    const [framework] = await ctx.db
      .insert(templateFrameworks)
      .values({
        workspaceId,
        userId: owner.id,
        name: "Editorial",
        brandGuidelines: editorial.brandGuidelines,
        brandLogo: `${owner.id}/1700000000002-1a2b3c4d5e6f7081.png`,
        layoutParameters: editorial.layoutParameters,
        contentConstraints: editorial.contentConstraints,
        flexibilityBoundaries: editorial.flexibilityBoundaries,
      })
      .returning();
    const site = await seedMicrosite(ctx.db, owner.id, { expiresAt: new Date(Date.now() - 60_000) });
    campaignId = site.campaignId;
    await ctx.db.update(campaigns).set({ frameworkId: framework.id }).where(eq(campaigns.id, campaignId));
  });
  afterAll(() => ctx.close());

  it("the expired page: the framework's fonts (served by us) and palettes, its logo once, nothing of the app's indigo", async () => {
    const site = await seedMicrosite(ctx.db, owner.id, { campaignId, expiresAt: new Date(Date.now() - 60_000) });
    const res = await ctx.request(`/site/${site.microsite.slug}`);
    expect(res.status).toBe(410);
    const html = await res.text();
    const css = styleOf(html);
    expect(html).toContain(`<h1>${EXPIRED_TITLE}</h1>`);
    expect(css).toMatch(/@font-face\{font-family:"Lora";src:url\(\/_fonts\/lora\/600\.woff2\)/);
    expect(css).toMatch(/@font-face\{font-family:"Work Sans";src:url\(\/_fonts\/work-sans\/400\.woff2\)/);
    expect(css).toContain('h1{font-family:"Lora",Georgia,serif');
    expect(css).toContain('font-family:"Work Sans",system-ui,sans-serif');
    expect(css).toContain("background:#f1ece3"); // the page around the card: the palette's surface
    expect(css).toContain("main{width:100%;max-width:30rem;background:#faf7f2");
    expect(css).toMatch(/button\{[^}]*background:#15803d;color:#ffffff/); // the CTA palette's button
    for (const look of APP_LOOK) expect(html).not.toContain(look);
    // The framework's logo, once; the company name is its alt text, not printed beside it.
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain(`<img src="/storage/framework-logos/${owner.id}/1700000000002-1a2b3c4d5e6f7081.png" alt="Initech"`);
    expect(html).not.toContain('class="brand"');
    expect(res.headers.get("content-security-policy")).toContain("font-src 'self'");
    // The font it names is there to load.
    const font = await ctx.request("/_fonts/lora/600.woff2");
    expect(font.status).toBe(200);
  });

  it("a page not published yet wears its framework too; an unknown address the default framework's look, never the app's", async () => {
    const pending = await seedMicrosite(ctx.db, owner.id, { campaignId, status: "pending", html: null, expiresAt: null });
    const res = await ctx.request(`/site/${pending.microsite.slug}`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(`<h1>${NOT_PUBLISHED_TITLE.replace("'", "&#39;")}</h1>`);
    expect(styleOf(html)).toContain('font-family:"Lora"');
    expect(styleOf(html)).toContain("background:#f1ece3");
    expect(res.headers.get("content-security-policy")).toContain("font-src 'self'");

    const unknown = await (await ctx.request("/site/nobody-knows-this")).text();
    expect(styleOf(unknown)).toMatch(/@font-face\{font-family:"Inter"/);
    for (const look of APP_LOOK) expect(unknown).not.toContain(look);
  });

  it("a framework without a logo of its own shows the brand's; one that hides the logo shows the company name", async () => {
    const [framework] = await ctx.db.select().from(templateFrameworks).where(eq(templateFrameworks.workspaceId, personalWorkspaceId(owner.id)));
    await ctx.db.update(templateFrameworks).set({ brandLogo: null }).where(eq(templateFrameworks.id, framework.id));
    const site = await seedMicrosite(ctx.db, owner.id, { campaignId, expiresAt: new Date(Date.now() - 60_000) });
    const html = await (await ctx.request(`/site/${site.microsite.slug}`)).text();
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain(`src="/storage/brand-logos/${owner.id}/1700000000000-0011223344556677.png"`);

    await ctx.db.update(templateFrameworks).set({ layoutParameters: { ...(framework.layoutParameters as object), includeLogo: false } }).where(eq(templateFrameworks.id, framework.id));
    const named = await (await ctx.request(`/site/${site.microsite.slug}`)).text();
    expect(named).not.toContain("<img ");
    expect(named).toContain('<span class="brand">Initech</span>');
  });
});
