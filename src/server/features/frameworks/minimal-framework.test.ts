import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_FONT_FALLBACKS, defaultBrandGuidelines, defaultLayoutParameters, THEME_COLORS } from "@/shared/framework-defaults";
import { ADD_PALETTE_MESSAGE, SELECT_TONE_MESSAGE, type Framework } from "@/shared/schemas/framework";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";

/** The README's example: what a script would send to create a framework. */
const MINIMAL = {
  name: "Acme minimal",
  brand_guidelines: {
    colorPalettes: [{ name: "Ocean", accent: "#0EA5E9", text: "#0B1220" }],
    typography: { fontCombinations: [{ name: "Modern", primary: { family: "Lato" }, secondary: { family: "Inter" } }] },
  },
  content_constraints: { selectedTones: ["Professional & Polished"] },
};

describe("a minimal framework document, completed with the builder's defaults", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const create = (body: unknown) => ctx.request("/api/frameworks", { method: "POST", body, cookie: owner.cookie });
  const patch = (id: string, body: unknown) => ctx.request(`/api/frameworks/${id}`, { method: "PATCH", body, cookie: owner.cookie });
  const count = async () => ((await (await ctx.request("/api/frameworks", { cookie: owner.cookie })).json()) as unknown[]).length;

  it("POST: 201 with the palette's other roles, the fonts' weights and fallbacks, the guidelines and the layout filled in", async () => {
    const res = await create(MINIMAL);
    expect(res.status, await res.clone().text()).toBe(201);
    const framework = (await res.json()) as Framework;
    expect(framework.problems).toEqual([]);
    expect(framework).toMatchObject({ name: "Acme minimal", description: "", is_active: true, brand_logo: null });
    const [palette] = framework.brand_guidelines.colorPalettes;
    expect(palette).toMatchObject({
      name: "Ocean",
      accent: "#0EA5E9",
      text: "#0B1220",
      background: THEME_COLORS.background,
      focus: THEME_COLORS.focus,
      surface: THEME_COLORS.surface,
      muted: THEME_COLORS.muted,
      border: THEME_COLORS.border,
      accent_contrast: "#FFFFFF",
      accentUsage: "",
      usage: [],
    });
    expect(palette.id).toMatch(/^[0-9a-f]{18}$/);
    const [fonts] = framework.brand_guidelines.typography.fontCombinations;
    expect(fonts.primary).toEqual({ family: "Lato", weights: [400, 500, 600, 700], fallbacks: DEFAULT_FONT_FALLBACKS });
    expect(fonts.secondary).toEqual({ family: "Inter", weights: [400, 500], fallbacks: DEFAULT_FONT_FALLBACKS });
    expect(framework.brand_guidelines.logoGuidelines).toEqual(defaultBrandGuidelines().logoGuidelines);
    expect(framework.brand_guidelines.imageGuidelines).toEqual(defaultBrandGuidelines().imageGuidelines);
    expect(framework.layout_parameters).toEqual(defaultLayoutParameters());
    expect(framework.content_constraints).toMatchObject({ selectedTones: ["Professional & Polished"], toneGuidelines: "", prohibitedTerms: [] });
    expect(framework.flexibility_boundaries).toEqual({ customizableElements: [], qualityCheckpoints: [], approvalWorkflows: [], restrictions: [] });
  });

  it("keeps full validation and the spec's messages in their order, and stores nothing", async () => {
    const before = await count();
    const badColour = { ...MINIMAL, brand_guidelines: { ...MINIMAL.brand_guidelines, colorPalettes: [{ accent: "teal" }] } };
    const res = await create(badColour);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe("Accent colour must be a hex colour like #1A2B3C");
    const cases: Array<[unknown, string]> = [
      [{ ...MINIMAL, name: "" }, "Framework name is required"],
      [{ name: "No palettes" }, ADD_PALETTE_MESSAGE],
      [{ ...MINIMAL, content_constraints: {} }, SELECT_TONE_MESSAGE],
      [{ ...MINIMAL, brand_guidelines: { ...MINIMAL.brand_guidelines, typography: { fontCombinations: [{ primary: { family: "Comic Sans" } }] } } }, "Choose a font from the list"],
      [{ ...MINIMAL, layout_parameters: { grid: { gutter: "wide" } } }, "Grid gutter must be a length like 1.5rem or 24px"],
    ];
    for (const [body, message] of cases) {
      const bad = await create(body);
      expect(bad.status, message).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toBe(message);
    }
    expect(await count()).toBe(before);
  });

  it("PATCH merges a partial group into the stored framework, completes new items and re-validates", async () => {
    const created = (await (await create({ ...MINIMAL, name: "Patch me" })).json()) as Framework;
    const res = await patch(created.id, {
      brand_guidelines: { imageGuidelines: { style: "Bright, candid photos" }, colorPalettes: [...created.brand_guidelines.colorPalettes, { name: "Night", background: "#000000" }] },
      layout_parameters: { grid: { columns: 8 } },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const patched = (await res.json()) as Framework;
    expect(patched.brand_guidelines.imageGuidelines).toMatchObject({ style: "Bright, candid photos", aspectRatios: ["16:9", "4:3", "1:1"] });
    expect(patched.brand_guidelines.colorPalettes.map((p) => p.name)).toEqual(["Ocean", "Night"]);
    expect(patched.brand_guidelines.colorPalettes[1]).toMatchObject({ background: "#000000", accent: THEME_COLORS.accent });
    expect(patched.brand_guidelines.typography).toEqual(created.brand_guidelines.typography);
    expect(patched.layout_parameters.grid).toEqual({ ...created.layout_parameters.grid, columns: 8 });

    const bad = await patch(created.id, { brand_guidelines: { colorPalettes: [{ focus: "blue" }] } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe("Focus colour must be a hex colour like #1A2B3C");
    const stored = (await (await ctx.request(`/api/frameworks/${created.id}`, { cookie: owner.cookie })).json()) as Framework;
    expect(stored.brand_guidelines.colorPalettes).toHaveLength(2);
  });
});
