import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { frameworkFromPreset } from "@/shared/framework-presets";
import { createTestContext, type TestContext } from "@/server/test/test-app";

describe("POST /api/framework-sample", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const post = (cookie: string | undefined, body: unknown) => ctx.request("/api/framework-sample", { method: "POST", cookie, body });

  it("draws the sample page with the unsaved framework's colours and fonts, without tracking", async () => {
    const u = await ctx.signUp();
    const finance = frameworkFromPreset("formal-finance");
    const res = await post(u.cookie, finance);
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    expect(html).toContain("Libre Baskerville");
    expect(html.toLowerCase()).toContain("#14532d");
    expect(html).not.toContain("log-metric");
    const bold = (await (await post(u.cookie, frameworkFromPreset("bold-launch"))).json()) as { html: string };
    expect(bold.html).toContain("Poppins");
  });

  it("draws even an empty form, refuses a malformed body with a clear 400, and needs a session", async () => {
    const u = await ctx.signUp();
    expect((await post(u.cookie, { brand_guidelines: {}, layout_parameters: {}, content_constraints: {} })).status).toBe(200);
    const bad = await post(u.cookie, { brand_guidelines: "nope", layout_parameters: {}, content_constraints: {} });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe("brand_guidelines must be an object");
    expect((await post(undefined, frameworkFromPreset("clean-saas"))).status).toBe(401);
  });
});
