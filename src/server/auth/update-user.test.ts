import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext, type TestUser } from "../test/test-app";

describe("better-auth's /api/auth/update-user takes only the names, by the /api/account rules", () => {
  let ctx: TestContext;
  let someone: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    someone = await ctx.signUp({ firstName: "Ada", lastName: "Lovelace" });
  });
  afterAll(() => ctx.close());

  const update = (body: unknown) => ctx.request("/api/auth/update-user", { method: "POST", body, cookie: someone.cookie });
  const session = async () => ((await (await ctx.request("/api/auth/get-session", { cookie: someone.cookie })).json()) as { user: Record<string, unknown> }).user;

  it.each([
    [{ image: "https://evil.example.com/tracker.png" }, "Unknown field: image"],
    [{ firstName: "Ada", role: "admin" }, "Unknown field: role"],
    [{ firstName: "   " }, "First name is required"],
    [{ lastName: "" }, "Last name is required"],
    [{ firstName: "A".repeat(81) }, "First name must be 80 characters or fewer"],
    [{ firstName: "Ada\u0000" }, "Text cannot contain NUL characters or broken Unicode (a lone surrogate)"],
    [{ name: "\uD800" }, "Text cannot contain NUL characters or broken Unicode (a lone surrogate)"],
    [{ name: " " }, "Name is required"],
  ])("refuses %j and changes nothing", async (body, message) => {
    const res = await update(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(message);
    expect(await session()).toMatchObject({ firstName: "Ada", lastName: "Lovelace", name: "Ada Lovelace", image: null });
  });

  it("applies valid names, trimmed, with the display name kept in step", async () => {
    expect((await update({ firstName: "  Grace ", lastName: "Hopper " })).status).toBe(200);
    expect(await session()).toMatchObject({ firstName: "Grace", lastName: "Hopper", name: "Grace Hopper" });
  });
});
