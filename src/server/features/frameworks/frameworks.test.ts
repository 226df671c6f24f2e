import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Framework } from "@/shared/schemas/framework";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { templateFrameworks } from "@/server/db/schema";
import { createTestContext, expectHiddenFromOtherUser, type TestContext, type TestUser } from "@/server/test/test-app";
import { personalWorkspaceId } from "@/server/db/membership";

describe("/api/frameworks", () => {
  let ctx: TestContext;
  let owner: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const create = async (user: TestUser, body: unknown) => ctx.request("/api/frameworks", { method: "POST", body, cookie: user.cookie });
  const createOk = async (user: TestUser, overrides = {}) => {
    const res = await create(user, buildFrameworkInput(overrides));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Framework;
  };

  it("creates, reads, updates and deletes a framework", async () => {
    const input = buildFrameworkInput({ name: "Launch Kit" });
    const res = await create(owner, input);
    expect(res.status).toBe(201);
    const created = (await res.json()) as Framework;
    expect(created).toMatchObject({
      name: "Launch Kit",
      description: input.description,
      user_id: owner.id,
      is_active: true,
      brand_logo: null,
      brand_guidelines: input.brand_guidelines,
      layout_parameters: input.layout_parameters,
      content_constraints: input.content_constraints,
      flexibility_boundaries: input.flexibility_boundaries,
      problems: [],
    });
    expect(Date.parse(created.created_at)).not.toBeNaN();

    const got = await ctx.request(`/api/frameworks/${created.id}`, { cookie: owner.cookie });
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual(created);

    const patched = await ctx.request(`/api/frameworks/${created.id}`, { method: "PATCH", body: { name: "Launch Kit v2", is_active: false }, cookie: owner.cookie });
    expect(patched.status).toBe(200);
    const updated = (await patched.json()) as Framework;
    expect(updated).toMatchObject({ name: "Launch Kit v2", is_active: false, brand_guidelines: input.brand_guidelines });
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));

    const deleted = await ctx.request(`/api/frameworks/${created.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(deleted.status).toBe(204);
    const gone = await ctx.request(`/api/frameworks/${created.id}`, { cookie: owner.cookie });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ error: "Framework not found" });
  });

  it("lists the owner's frameworks newest first, with search, paging and X-Total-Count", async () => {
    const user = await ctx.signUp();
    await createOk(user, { name: "Alpha", description: "for SaaS trials" });
    await createOk(user, { name: "Beta", description: "events" });
    await createOk(user, { name: "Gamma 100%", description: "retail" });
    const all = await ctx.request("/api/frameworks", { cookie: user.cookie });
    expect(all.headers.get("X-Total-Count")).toBe("3");
    expect(((await all.json()) as Framework[]).map((f) => f.name)).toEqual(["Gamma 100%", "Beta", "Alpha"]);

    const search = await ctx.request("/api/frameworks?q=saas", { cookie: user.cookie });
    expect(((await search.json()) as Framework[]).map((f) => f.name)).toEqual(["Alpha"]);
    const literal = await ctx.request("/api/frameworks?q=100%25", { cookie: user.cookie });
    expect(((await literal.json()) as Framework[]).map((f) => f.name)).toEqual(["Gamma 100%"]);
    const wildcard = await ctx.request("/api/frameworks?q=%25", { cookie: user.cookie });
    expect(((await wildcard.json()) as Framework[]).map((f) => f.name)).toEqual(["Gamma 100%"]);

    const page = await ctx.request("/api/frameworks?limit=1&offset=1", { cookie: user.cookie });
    expect(page.headers.get("X-Total-Count")).toBe("3");
    expect(((await page.json()) as Framework[]).map((f) => f.name)).toEqual(["Beta"]);
    const badLimit = await ctx.request("/api/frameworks?limit=0", { cookie: user.cookie });
    expect(badLimit.status).toBe(400);
  });

  it("keeps a category chosen in the builder, filters the list by it, and refuses one not in the list", async () => {
    const user = await ctx.signUp();
    const saas = await createOk(user, { name: "Cloud", category: "SaaS" });
    const events = await createOk(user, { name: "Summit", category: "Events" });
    const none = await createOk(user, { name: "Plain" });
    expect([saas.category, events.category, none.category]).toEqual(["SaaS", "Events", null]);
    const list = async (query: string) => {
      const res = await ctx.request(`/api/frameworks${query}`, { cookie: user.cookie });
      expect(res.status, await res.clone().text()).toBe(200);
      return { names: ((await res.json()) as Framework[]).map((f) => f.name), total: res.headers.get("X-Total-Count") };
    };
    expect(await list("?category=SaaS")).toEqual({ names: ["Cloud"], total: "1" });
    expect(await list("?category=all&sort=name&dir=asc")).toEqual({ names: ["Cloud", "Plain", "Summit"], total: "3" });
    expect((await list("?category=Education")).names).toEqual([]);

    const moved = await ctx.request(`/api/frameworks/${none.id}`, { method: "PATCH", body: { category: "Events" }, cookie: user.cookie });
    expect(await moved.json()).toMatchObject({ category: "Events", name: "Plain" });
    expect((await list("?category=Events&sort=name&dir=asc")).names).toEqual(["Plain", "Summit"]);
    const cleared = await ctx.request(`/api/frameworks/${none.id}`, { method: "PATCH", body: { category: null }, cookie: user.cookie });
    expect(await cleared.json()).toMatchObject({ category: null });

    const refused = await create(user, buildFrameworkInput({ category: "Crypto" as never }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe("Choose a category: SaaS, E-commerce, B2B, Events, Marketing, Education");
    expect((await ctx.request("/api/frameworks?category=Crypto", { cookie: user.cookie })).status).toBe(400);
  });

  it("hides one owner's framework from another user (404, never 403) and from their list", async () => {
    const mine = await createOk(owner, { name: "Private rules" });
    const other = await ctx.signUp();
    await expectHiddenFromOtherUser(ctx, other, [
      { path: `/api/frameworks/${mine.id}` },
      { path: `/api/frameworks/${mine.id}`, method: "PATCH", body: { name: "Stolen" } },
      { path: `/api/frameworks/${mine.id}`, method: "DELETE" },
    ]);
    const theirs = await ctx.request("/api/frameworks", { cookie: other.cookie });
    expect(await theirs.json()).toEqual([]);
    const still = await ctx.request(`/api/frameworks/${mine.id}`, { cookie: owner.cookie });
    expect(((await still.json()) as Framework).name).toBe("Private rules");
  });

  it("needs a session", async () => {
    expect((await ctx.request("/api/frameworks")).status).toBe(401);
    expect((await create({ ...owner, cookie: "" }, buildFrameworkInput())).status).toBe(401);
  });

  it("refuses invalid documents with the first message, and changes nothing", async () => {
    const cases: Array<[unknown, string]> = [
      [buildFrameworkInput({ name: "   " }), "Framework name is required"],
      [{ ...buildFrameworkInput(), name: undefined }, "Framework name is required"],
      [{ ...buildFrameworkInput(), brand_guidelines: { ...buildFrameworkInput().brand_guidelines, colorPalettes: [] } }, "Add at least one color palette"],
      [{ ...buildFrameworkInput(), content_constraints: { ...buildFrameworkInput().content_constraints, selectedTones: [] } }, "Select at least one tone"],
      [{ ...buildFrameworkInput(), layout_parameters: "nope" }, "Invalid input: expected object, received string"],
    ];
    const badColour = buildFrameworkInput();
    badColour.brand_guidelines.colorPalettes[0].accent = "blue";
    cases.push([badColour, "Accent colour must be a hex colour like #1A2B3C"]);
    const badFont = buildFrameworkInput();
    (badFont.brand_guidelines.typography.fontCombinations[0].secondary as { family: string }).family = "Papyrus";
    cases.push([badFont, "Choose a font from the list"]);

    const user = await ctx.signUp();
    for (const [body, message] of cases) {
      const res = await create(user, body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: string; issues: unknown[] };
      expect(answer.error).toBe(message);
      expect(answer.issues.length).toBeGreaterThan(0);
    }
    const list = await ctx.request("/api/frameworks", { cookie: user.cookie });
    expect(await list.json()).toEqual([]);

    const framework = await createOk(user, { name: "Keep me" });
    const blank = await ctx.request(`/api/frameworks/${framework.id}`, { method: "PATCH", body: { name: "" }, cookie: user.cookie });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { error: string }).error).toBe("Framework name is required");
    const tooManyTones = await ctx.request(`/api/frameworks/${framework.id}`, {
      method: "PATCH",
      body: { content_constraints: { ...framework.content_constraints, selectedTones: ["Bold & Provocative", "Concise & Direct", "Playful & Humorous", "Friendly & Approachable"] } },
      cookie: user.cookie,
    });
    expect(((await tooManyTones.json()) as { error: string }).error).toBe("Select up to 3 tones");
    const after = await ctx.request(`/api/frameworks/${framework.id}`, { cookie: user.cookie });
    expect(await after.json()).toEqual(framework);
  });

  it("answers 404 for an id that is not a UUID", async () => {
    const res = await ctx.request("/api/frameworks/not-a-uuid", { cookie: owner.cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Framework not found" });
  });

  it("reports a malformed stored record instead of failing", async () => {
    const user = await ctx.signUp();
    await ctx.db.insert(templateFrameworks).values({ workspaceId: personalWorkspaceId(user.id),
      userId: user.id,
      name: "Imported by hand",
      brandGuidelines: { colorPalettes: "red" },
      layoutParameters: [],
    });
    const list = await ctx.request("/api/frameworks", { cookie: user.cookie });
    expect(list.status).toBe(200);
    const [record] = (await list.json()) as Framework[];
    expect(record.name).toBe("Imported by hand");
    expect(record.problems).toContainEqual({ field: "brand_guidelines.colorPalettes", message: "Invalid input: expected array, received string" });
    expect(record.problems).toContainEqual({ field: "layout_parameters", message: "is not an object" });
    expect(record.layout_parameters.grid.columns).toBe(12);
    expect(record.brand_guidelines.colorPalettes).toEqual([]);

    const one = await ctx.request(`/api/frameworks/${record.id}`, { cookie: user.cookie });
    expect(((await one.json()) as Framework).problems.length).toBeGreaterThan(0);
    // Saving a name alone cannot make it valid: the whole record is re-checked.
    const rename = await ctx.request(`/api/frameworks/${record.id}`, { method: "PATCH", body: { name: "Fixed?" }, cookie: user.cookie });
    expect(rename.status).toBe(400);
    expect(((await rename.json()) as { error: string }).error).toBe("Add at least one color palette");
    // A full repair through PATCH clears the problems.
    const document: Partial<ReturnType<typeof buildFrameworkInput>> = buildFrameworkInput();
    delete document.name;
    const repair = await ctx.request(`/api/frameworks/${record.id}`, { method: "PATCH", body: document, cookie: user.cookie });
    expect(repair.status).toBe(200);
    expect(((await repair.json()) as Framework).problems).toEqual([]);
  });
  it("keeps a stored approval workflow without approvers: shown with its problem, and a save cannot drop it unnoticed", async () => {
    const user = await ctx.signUp();
    const input = buildFrameworkInput({ name: "Hand-made review" });
    await ctx.db.insert(templateFrameworks).values({
      workspaceId: personalWorkspaceId(user.id),
      userId: user.id,
      name: input.name,
      brandGuidelines: input.brand_guidelines,
      layoutParameters: input.layout_parameters,
      contentConstraints: input.content_constraints,
      flexibilityBoundaries: { ...input.flexibility_boundaries, approvalWorkflows: [{ id: "w1", name: "Legal sign-off", approvers: [], appliesTo: [] }] },
    });
    const [record] = (await (await ctx.request("/api/frameworks", { cookie: user.cookie })).json()) as Framework[];
    expect(record.flexibility_boundaries.approvalWorkflows).toEqual([{ id: "w1", name: "Legal sign-off", approvers: [], appliesTo: [] }]);
    expect(record.problems).toEqual([{ field: "flexibility_boundaries.approvalWorkflows[0].approvers", message: "Each approval workflow needs at least one approver" }]);
    // The admin names an approver or removes the workflow on purpose; a rename alone does not quietly drop it.
    const rename = await ctx.request(`/api/frameworks/${record.id}`, { method: "PATCH", body: { name: "Renamed" }, cookie: user.cookie });
    expect(rename.status).toBe(400);
    expect(((await rename.json()) as { error: string }).error).toBe("Each approval workflow needs at least one approver");
  });
});
