import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "@/server/test/test-app";
import { uploadLogo, validBrandProfile } from "@/server/test/account/account-seed";

describe("brand profile API", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const put = (cookie: string, body: unknown) => ctx.request("/api/brand-profile", { method: "PUT", cookie, body });

  it("answers null before the profile exists, then creates it with PUT and reads it back (snake_case)", async () => {
    const u = await ctx.signUp();
    expect(await (await ctx.request("/api/brand-profile", { cookie: u.cookie })).json()).toBeNull();
    const res = await put(u.cookie, validBrandProfile({ website: "acme.example.com", values: "  ", social_links: { linkedin: "", twitter: "x.com/acme" } }));
    expect(res.status).toBe(200);
    const saved = await res.json();
    expect(saved).toMatchObject({
      user_id: u.id,
      company_name: "Acme Corp",
      website: "https://acme.example.com",
      values: null,
      social_links: { twitter: "https://x.com/acme" },
      logo_url: null,
    });
    expect(saved.social_links).not.toHaveProperty("linkedin");
    expect(await (await ctx.request("/api/brand-profile", { cookie: u.cookie })).json()).toEqual(saved);
  });

  it("upserts on user_id: a second PUT updates the same row, one profile per user", async () => {
    const u = await ctx.signUp();
    const first = await (await put(u.cookie, validBrandProfile())).json();
    const second = await (await put(u.cookie, validBrandProfile({ company_name: "Acme Two", ideal_customer: null }))).json();
    expect(second.id).toBe(first.id);
    expect(second).toMatchObject({ company_name: "Acme Two", ideal_customer: null });
    expect(new Date(second.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(first.updated_at).getTime());
    const other = await ctx.signUp();
    const theirs = await (await put(other.cookie, validBrandProfile({ company_name: "Other Inc" }))).json();
    expect(theirs.id).not.toBe(first.id);
    expect((await (await ctx.request("/api/brand-profile", { cookie: u.cookie })).json()).company_name).toBe("Acme Two");
  });

  it("refuses invalid input with the spec's first message and keeps the saved profile", async () => {
    const u = await ctx.signUp();
    await put(u.cookie, validBrandProfile());
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ company_name: " " }, "Company name is required"],
      [{ mission: "" }, "Mission is required"],
      [{ vision: undefined }, "Vision is required"],
      [{ tagline: "" }, "Tagline is required"],
      [{ industry: "" }, "Industry is required"],
      [{ website: "not a url" }, "Invalid URL"],
      [{ website: "javascript:alert(1)" }, "Invalid URL"],
      [{ social_links: { facebook: "nope nope" } }, "Invalid URL"],
      [{ contact_email: "hello@" }, "Invalid email address"],
      [{ contact_phone: "" }, "Phone number is required"],
    ];
    for (const [change, message] of cases) {
      const res = await put(u.cookie, validBrandProfile(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    expect((await (await ctx.request("/api/brand-profile", { cookie: u.cookie })).json()).company_name).toBe("Acme Corp");
  });

  it("stores an uploaded logo and deletes the old file when it is replaced or removed", async () => {
    const u = await ctx.signUp();
    const first = await uploadLogo(ctx, u, "brand-logos");
    expect((await (await put(u.cookie, validBrandProfile({ logo_url: first.url }))).json()).logo_url).toBe(first.url);
    expect(await ctx.storage.get("brand-logos", first.path)).not.toBeNull();

    const second = await uploadLogo(ctx, u, "brand-logos");
    await put(u.cookie, validBrandProfile({ logo_url: second.url }));
    expect(await ctx.storage.get("brand-logos", first.path)).toBeNull();
    expect(await ctx.storage.get("brand-logos", second.path)).not.toBeNull();

    // Saving again with the same logo keeps the file.
    await put(u.cookie, validBrandProfile({ logo_url: second.url }));
    expect(await ctx.storage.get("brand-logos", second.path)).not.toBeNull();

    const removed = await (await put(u.cookie, validBrandProfile({ logo_url: null }))).json();
    expect(removed.logo_url).toBeNull();
    expect(await ctx.storage.get("brand-logos", second.path)).toBeNull();
  });

  it("refuses a logo that is not the user's own upload, and never touches another user's file", async () => {
    const owner = await ctx.signUp();
    const thief = await ctx.signUp();
    const ownersLogo = await uploadLogo(ctx, owner, "brand-logos");
    await put(owner.cookie, validBrandProfile({ logo_url: ownersLogo.url }));
    for (const logo_url of [ownersLogo.url, "https://evil.example.com/x.png", "/storage/framework-logos/x.png"]) {
      const res = await put(thief.cookie, validBrandProfile({ logo_url }));
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe("Upload the logo with the logo picker");
    }
    const thiefsLogo = await uploadLogo(ctx, thief, "brand-logos");
    await put(thief.cookie, validBrandProfile({ logo_url: thiefsLogo.url }));
    await put(thief.cookie, validBrandProfile({ logo_url: null }));
    expect(await ctx.storage.get("brand-logos", ownersLogo.path)).not.toBeNull();
  });

  it("refuses a logo path that climbs out of the owner's folder or is not an upload's name, and stores nothing", async () => {
    const owner = await ctx.signUp();
    const thief = await ctx.signUp();
    const ownersLogo = await uploadLogo(ctx, owner, "brand-logos");
    const thiefsLogo = await uploadLogo(ctx, thief, "brand-logos");
    const fileName = ownersLogo.path.split("/")[1];
    const [thiefs, owners] = [thiefsLogo, ownersLogo].map((logo) => logo.path.split("/")[0]); // their workspaces' folders
    await put(thief.cookie, validBrandProfile({ logo_url: thiefsLogo.url }));
    for (const logo_url of [
      `/storage/brand-logos/${thiefs}/../${owners}/${fileName}`,
      `/storage/brand-logos/${thiefs}/./${thiefsLogo.path.split("/")[1]}`,
      `/storage/brand-logos/${thiefs}/nested/${fileName}`,
      `/storage/brand-logos/${thiefs}/logo.svg`,
      `/storage/brand-logos/${thiefs}`,
      `/storage/brand-logos/${thiefs}x/${fileName}`,
      `/storage/framework-logos/${thiefsLogo.path}`,
    ]) {
      const res = await put(thief.cookie, validBrandProfile({ logo_url }));
      expect(res.status, logo_url).toBe(400);
      expect((await res.json()).error).toBe("Upload the logo with the logo picker");
    }
    const stored = await (await ctx.request("/api/brand-profile", { cookie: thief.cookie })).json();
    expect(stored.logo_url).toBe(thiefsLogo.url);
    expect((await put(thief.cookie, validBrandProfile({ logo_url: null }))).status).toBe(200);
    expect(await ctx.storage.get("brand-logos", ownersLogo.path)).not.toBeNull();
  });

  it("refuses a non-image upload to brand-logos", async () => {
    const u = await ctx.signUp();
    const form = new FormData();
    form.append("file", new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "logo.svg", { type: "image/svg+xml" }));
    const res = await ctx.request("/api/uploads/brand-logos", { method: "POST", body: form, cookie: u.cookie });
    expect(res.status).toBe(400);
  });

  it("needs a session", async () => {
    expect((await ctx.request("/api/brand-profile")).status).toBe(401);
    expect((await ctx.request("/api/brand-profile", { method: "PUT", body: validBrandProfile() })).status).toBe(401);
  });
});
