import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_FAQS, MAX_PROOF_POINTS } from "@/shared/schemas/brand-proof";
import { createTestContext, expectHiddenFromOtherUser, type TestContext, type TestUser } from "@/server/test/test-app";
import { validBrandProfile, validFaq, validProofPoint } from "@/server/test/account/account-seed";

type Story = ReturnType<typeof validProofPoint> & { id: string };

describe("customer stories and FAQ API", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  async function userWithBrand() {
    const u = await ctx.signUp();
    expect((await ctx.request("/api/brand-profile", { method: "PUT", cookie: u.cookie, body: validBrandProfile() })).status).toBe(200);
    return u;
  }
  const call = (u: TestUser, path: string, method = "GET", body?: unknown) => ctx.request(`/api/brand-profile${path}`, { method, cookie: u.cookie, body });

  it("needs a session and a brand profile first", async () => {
    expect((await ctx.request("/api/brand-profile/proof-points")).status).toBe(401);
    const u = await ctx.signUp();
    const res = await call(u, "/proof-points", "POST", validProofPoint());
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Save your brand profile before adding customer stories or FAQ entries");
    expect((await (await call(u, "/faqs", "POST", validFaq())).json()).error).toBe("Save your brand profile before adding customer stories or FAQ entries");
    expect(await (await call(u, "/proof-points")).json()).toEqual([]);
    expect(await (await call(u, "/faqs")).json()).toEqual([]);
  });

  it("adds, lists in the order added, edits and deletes customer stories", async () => {
    const u = await userWithBrand();
    const a = await call(u, "/proof-points", "POST", validProofPoint({ customer: "  Globex  " }));
    expect(a.status).toBe(201);
    const first = (await a.json()) as Story;
    expect(first).toMatchObject({ ...validProofPoint(), customer: "Globex" });
    const second = (await (await call(u, "/proof-points", "POST", { customer: "Initech", figure: "3 days", outcome: "to close the month" })).json()) as Story;
    expect(second).toMatchObject({ industry: "", quote: "", author: "", author_title: "" });

    expect((await (await call(u, "/proof-points")).json()).map((s: Story) => s.id)).toEqual([first.id, second.id]);

    const edited = await call(u, `/proof-points/${second.id}`, "PUT", { customer: "Initech", figure: "2 days", outcome: "to close the month", industry: "Software" });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ id: second.id, figure: "2 days", industry: "Software" });

    expect((await call(u, `/proof-points/${first.id}`, "DELETE")).status).toBe(204);
    expect((await (await call(u, "/proof-points")).json()).map((s: Story) => s.figure)).toEqual(["2 days"]);
    expect((await call(u, `/proof-points/${first.id}`, "DELETE")).status).toBe(404);
  });

  it("refuses a bad story with its message and changes nothing", async () => {
    const u = await userWithBrand();
    const story = (await (await call(u, "/proof-points", "POST", validProofPoint())).json()) as Story;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ figure: "most" }, "Figure must contain a number, e.g. 62% or 3 days"],
      [{ customer: " " }, "Customer is required"],
      [{ outcome: "" }, "Outcome is required"],
      [{ author: "" }, "Add who said the quote"],
      [{ quote: "q".repeat(601) }, "Quote must be 600 characters or fewer"],
    ];
    for (const [change, message] of cases) {
      const created = await call(u, "/proof-points", "POST", validProofPoint(change));
      expect(created.status, JSON.stringify(change)).toBe(400);
      expect((await created.json()).error).toBe(message);
      const edited = await call(u, `/proof-points/${story.id}`, "PUT", validProofPoint(change));
      expect((await edited.json()).error).toBe(message);
    }
    expect(await (await call(u, "/proof-points")).json()).toEqual([expect.objectContaining(validProofPoint())]);
  });

  it("caps customer stories and FAQ entries at 20", async () => {
    const u = await userWithBrand();
    for (let i = 0; i < MAX_PROOF_POINTS; i += 1) expect((await call(u, "/proof-points", "POST", validProofPoint({ figure: `${i}%` }))).status).toBe(201);
    const story = await call(u, "/proof-points", "POST", validProofPoint());
    expect(story.status).toBe(400);
    expect((await story.json()).error).toBe("You can add at most 20 customer stories");
    for (let i = 0; i < MAX_FAQS; i += 1) expect((await call(u, "/faqs", "POST", validFaq({ question: `Q${i}?` }))).status).toBe(201);
    const faq = await call(u, "/faqs", "POST", validFaq());
    expect((await faq.json()).error).toBe("You can add at most 20 FAQ entries");
    expect(await (await call(u, "/proof-points")).json()).toHaveLength(20);
    expect(await (await call(u, "/faqs")).json()).toHaveLength(20);
  });

  it("adds, edits and deletes FAQ entries, refusing blanks", async () => {
    const u = await userWithBrand();
    const faq = (await (await call(u, "/faqs", "POST", validFaq({ question: " Setup? " }))).json()) as { id: string; question: string };
    expect(faq.question).toBe("Setup?");
    const blank = await call(u, `/faqs/${faq.id}`, "PUT", { question: "Setup?", answer: " " });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error).toBe("Answer is required");
    expect(await (await call(u, `/faqs/${faq.id}`, "PUT", { question: "Setup?", answer: "A week." })).json()).toMatchObject({ answer: "A week." });
    expect((await call(u, `/faqs/${faq.id}`, "DELETE")).status).toBe(204);
    expect(await (await call(u, "/faqs")).json()).toEqual([]);
  });

  it("hides one owner's stories and FAQ entries from another (404), malformed ids included", async () => {
    const owner = await userWithBrand();
    const other = await userWithBrand();
    const story = (await (await call(owner, "/proof-points", "POST", validProofPoint())).json()) as Story;
    const faq = (await (await call(owner, "/faqs", "POST", validFaq())).json()) as { id: string };
    await expectHiddenFromOtherUser(ctx, other, [
      { path: `/api/brand-profile/proof-points/${story.id}`, method: "PUT", body: validProofPoint() },
      { path: `/api/brand-profile/proof-points/${story.id}`, method: "DELETE" },
      { path: `/api/brand-profile/faqs/${faq.id}`, method: "PUT", body: validFaq() },
      { path: `/api/brand-profile/faqs/${faq.id}`, method: "DELETE" },
      { path: "/api/brand-profile/proof-points/not-a-uuid", method: "DELETE" },
    ]);
    expect(await (await call(other, "/proof-points")).json()).toEqual([]);
    expect(await (await call(owner, "/proof-points")).json()).toEqual([expect.objectContaining({ id: story.id, customer: "Globex" })]);
    expect(await (await call(owner, "/faqs")).json()).toHaveLength(1);
  });

  it("saving the brand profile form keeps the stories and FAQ entries", async () => {
    const u = await userWithBrand();
    await call(u, "/proof-points", "POST", validProofPoint());
    await call(u, "/faqs", "POST", validFaq());
    await ctx.request("/api/brand-profile", { method: "PUT", cookie: u.cookie, body: validBrandProfile({ tagline: "New" }) });
    expect(await (await call(u, "/proof-points")).json()).toHaveLength(1);
    expect(await (await call(u, "/faqs")).json()).toHaveLength(1);
  });
});
