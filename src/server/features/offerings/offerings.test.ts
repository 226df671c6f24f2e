import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, expectHiddenFromOtherUser, type TestContext, type TestUser } from "@/server/test/test-app";
import { validBrandProfile } from "@/server/test/account/account-seed";
import { listOfferings } from "./service";
import { personalScope } from "@/server/db/membership";

const priced = { name: "Starter kit", type: "Product", description: "  The basics  ", price: 49.99, currency: "USD", unit_type: "item" };
const quoted = { name: "Consulting", type: "Service", requires_quote: true, price: 100, currency: "EUR", unit_type: "hour" };

describe("offerings API", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  async function userWithBrand(): Promise<TestUser & { brandId: string }> {
    const u = await ctx.signUp();
    const res = await ctx.request("/api/brand-profile", { method: "PUT", cookie: u.cookie, body: validBrandProfile() });
    return { ...u, brandId: ((await res.json()) as { id: string }).id };
  }
  const post = (u: TestUser, body: unknown) => ctx.request("/api/offerings", { method: "POST", cookie: u.cookie, body });

  it("cannot add an offering before the brand profile exists", async () => {
    const u = await ctx.signUp();
    const res = await post(u, priced);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Save your brand profile before adding offerings");
    expect(await (await ctx.request("/api/offerings", { cookie: u.cookie })).json()).toEqual([]);
  });

  it("creates, lists in the order added, updates and deletes", async () => {
    const u = await userWithBrand();
    const a = await post(u, priced);
    expect(a.status).toBe(201);
    const product = await a.json();
    expect(product).toMatchObject({ brand_id: u.brandId, name: "Starter kit", description: "The basics", price: 49.99, currency: "USD", unit_type: "item", requires_quote: false });
    const service = await (await post(u, quoted)).json();
    expect(service).toMatchObject({ requires_quote: true, price: null, currency: null, unit_type: null, description: null });

    const list = await (await ctx.request("/api/offerings", { cookie: u.cookie })).json();
    expect(list.map((o: { id: string }) => o.id)).toEqual([product.id, service.id]);

    const patched = await ctx.request(`/api/offerings/${product.id}`, { method: "PATCH", cookie: u.cookie, body: { price: "1500", currency: "JPY", description: "" } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ id: product.id, name: "Starter kit", price: 1500, currency: "JPY", description: null });

    expect((await ctx.request(`/api/offerings/${service.id}`, { method: "DELETE", cookie: u.cookie })).status).toBe(204);
    const after = await (await ctx.request("/api/offerings", { cookie: u.cookie })).json();
    expect(after).toHaveLength(1);
    expect((await listOfferings(ctx.db, personalScope(u.id))).map((o) => o.price)).toEqual([1500]);
  });

  it("joins every message with commas and stores nothing", async () => {
    const u = await userWithBrand();
    const res = await post(u, { name: " ", type: "Gadget", price: -1, currency: "USD", unit_type: "item" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Name is required, Type is required, Valid price is required");
    const noPrice = await post(u, { name: "X", type: "Product", price: "", currency: "USD", unit_type: "item" });
    expect((await noPrice.json()).error).toBe("Valid price is required");
    expect(await (await ctx.request("/api/offerings", { cookie: u.cookie })).json()).toEqual([]);
  });

  it("applies the quote rule to the merged offering on PATCH", async () => {
    const u = await userWithBrand();
    const product = await (await post(u, priced)).json();
    const toQuote = await (await ctx.request(`/api/offerings/${product.id}`, { method: "PATCH", cookie: u.cookie, body: { requires_quote: true } })).json();
    expect(toQuote).toMatchObject({ requires_quote: true, price: null, currency: null, unit_type: null });
    const backWithoutPrice = await ctx.request(`/api/offerings/${product.id}`, { method: "PATCH", cookie: u.cookie, body: { requires_quote: false } });
    expect(backWithoutPrice.status).toBe(400);
    expect((await backWithoutPrice.json()).error).toBe("Valid price is required, Currency is required, Unit type is required");
    const back = await ctx.request(`/api/offerings/${product.id}`, {
      method: "PATCH",
      cookie: u.cookie,
      body: { requires_quote: false, price: 20, currency: "GBP", unit_type: "month", name: "" },
    });
    expect((await back.json()).error).toBe("Name is required");
    const ok = await ctx.request(`/api/offerings/${product.id}`, { method: "PATCH", cookie: u.cookie, body: { requires_quote: false, price: 20, currency: "GBP", unit_type: "month" } });
    expect(await ok.json()).toMatchObject({ price: 20, currency: "GBP", unit_type: "month", requires_quote: false });
  });

  it("stores outcomes, keeps them on a PATCH that leaves them out, and refuses too many", async () => {
    const u = await userWithBrand();
    const outcomes = ["Invoices approved in 2 days instead of 9", " ", "Month-end close in 3 days"];
    const created = await (await post(u, { ...priced, outcomes })).json();
    expect(created.outcomes).toEqual(["Invoices approved in 2 days instead of 9", "Month-end close in 3 days"]);
    expect((await (await post(u, quoted)).json()).outcomes).toEqual([]);

    const renamed = await (await ctx.request(`/api/offerings/${created.id}`, { method: "PATCH", cookie: u.cookie, body: { name: "Renamed" } })).json();
    expect(renamed.outcomes).toEqual(created.outcomes);

    const tooMany = await ctx.request(`/api/offerings/${created.id}`, { method: "PATCH", cookie: u.cookie, body: { outcomes: ["a", "b", "c", "d", "e", "f"] } });
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error).toBe("Add at most 5 outcomes");
    const tooLong = await post(u, { ...priced, outcomes: ["x".repeat(161)] });
    expect((await tooLong.json()).error).toBe("Each outcome must be 160 characters or fewer");

    const cleared = await (await ctx.request(`/api/offerings/${created.id}`, { method: "PATCH", cookie: u.cookie, body: { outcomes: [] } })).json();
    expect(cleared.outcomes).toEqual([]);
    expect((await listOfferings(ctx.db, personalScope(u.id))).map((o) => o.outcomes)).toEqual([[], []]);
  });

  it("keeps each user's offerings to themselves: another user's offering or brand_id answers 404", async () => {
    const owner = await userWithBrand();
    const other = await userWithBrand();
    const product = await (await post(owner, priced)).json();
    await expectHiddenFromOtherUser(ctx, other, [
      { path: `/api/offerings/${product.id}`, method: "PATCH", body: { name: "Stolen" } },
      { path: `/api/offerings/${product.id}`, method: "DELETE" },
      { path: "/api/offerings", method: "POST", body: { ...priced, brand_id: owner.brandId } },
    ]);
    expect(await (await ctx.request("/api/offerings", { cookie: other.cookie })).json()).toEqual([]);
    const mine = await (await ctx.request("/api/offerings", { cookie: owner.cookie })).json();
    expect(mine).toEqual([product]);
    // Naming one's own brand is fine.
    expect((await post(other, { ...priced, brand_id: other.brandId })).status).toBe(201);
    expect(await listOfferings(ctx.db, personalScope(owner.id))).toHaveLength(1);
  });

  it("answers 404 for a malformed or unknown id, and 401 without a session", async () => {
    const u = await userWithBrand();
    expect((await ctx.request("/api/offerings/not-a-uuid", { method: "DELETE", cookie: u.cookie })).status).toBe(404);
    expect((await ctx.request("/api/offerings/3f1c2b1e-1d2c-4b3a-9f8e-7d6c5b4a3f2e", { method: "PATCH", cookie: u.cookie, body: {} })).status).toBe(404);
    expect((await ctx.request("/api/offerings")).status).toBe(401);
  });
});
