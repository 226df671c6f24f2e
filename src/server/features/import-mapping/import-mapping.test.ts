import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "@/server/test/test-app";

describe("import mapping API", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const get = (cookie: string) => ctx.request("/api/import-mapping", { cookie });
  const put = (cookie: string, body: unknown) => ctx.request("/api/import-mapping", { method: "PUT", cookie, body });
  const mapping = { columns: { email: "E-mail", company: "Company Name", domain: null }, domain_from_email: true };

  it("answers null before the first import, then remembers the latest mapping per account", async () => {
    const u = await ctx.signUp();
    expect(await (await get(u.cookie)).json()).toBeNull();
    expect((await put(u.cookie, mapping)).status).toBe(200);
    expect(await (await get(u.cookie)).json()).toEqual(mapping);
    const changed = { columns: { ...mapping.columns, context: "Notes" }, domain_from_email: false };
    await put(u.cookie, changed);
    expect(await (await get(u.cookie)).json()).toEqual(changed);
    const other = await ctx.signUp();
    expect(await (await get(other.cookie)).json()).toBeNull();
  });

  it("refuses a bad mapping with a clear 400 and keeps the saved one", async () => {
    const u = await ctx.signUp();
    await put(u.cookie, mapping);
    const cases: Array<[unknown, string]> = [
      [{ columns: { email: "x".repeat(201) }, domain_from_email: true }, "A column name must be at most 200 characters"],
      [{ columns: {} }, "domain_from_email must be true or false"],
    ];
    for (const [body, message] of cases) {
      const res = await put(u.cookie, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe(message);
    }
    expect((await put(u.cookie, { columns: { phone: "Phone" }, domain_from_email: true })).status).toBe(400);
    expect(await (await get(u.cookie)).json()).toEqual(mapping);
  });

  it("needs a session", async () => {
    expect((await ctx.request("/api/import-mapping")).status).toBe(401);
  });
});
