import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FRAMEWORK_LOGO_NOT_OWNED, type Framework } from "@/shared/schemas/framework";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { personalWorkspaceId } from "@/server/db/membership";

// The smallest valid PNG (1x1 transparent pixel).
const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

function fileForm(bytes: Buffer | string, name: string, type: string) {
  const form = new FormData();
  form.append("file", new File([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], name, { type }));
  return form;
}

describe("framework logos: POST /api/uploads/framework-logos and brand_logo", () => {
  let ctx: TestContext;
  let user: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext();
    user = await ctx.signUp();
  });
  afterAll(() => ctx.close());

  const upload = async (form: FormData, who = user) => ctx.request("/api/uploads/framework-logos", { method: "POST", body: form, cookie: who.cookie });
  const uploadPng = async (who = user) => {
    const res = await upload(fileForm(PNG_BYTES, "logo.png", "image/png"), who);
    expect(res.status).toBe(201);
    return (await res.json()) as { path: string; url: string };
  };

  it("accepts a PNG, stores it in the workspace's folder under a random name and serves it back", async () => {
    const stored = await uploadPng();
    expect(stored.path).toMatch(new RegExp(`^${personalWorkspaceId(user.id)}/\\d+-[0-9a-f]{16}\\.png$`));
    expect(stored.url).toBe(`/storage/framework-logos/${stored.path}`);
    const served = await ctx.request(stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it("rejects a text file renamed .png with a clear 400", async () => {
    const res = await upload(fileForm("hello, I am not an image", "logo.png", "image/png"));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: "Only PNG, JPEG, GIF or WebP images can be uploaded" });
  });

  it("keeps the uploaded logo on the framework and derives its URL on the server", async () => {
    const stored = await uploadPng();
    const body = buildFrameworkInput({ brand_logo: stored.path });
    body.brand_guidelines.logoUrl = "https://evil.example/logo.png";
    const res = await ctx.request("/api/frameworks", { method: "POST", body, cookie: user.cookie });
    expect(res.status).toBe(201);
    const framework = (await res.json()) as Framework;
    expect(framework.brand_logo).toBe(stored.path);
    expect(framework.brand_guidelines.logoUrl).toBe(stored.url);
  });

  it("refuses a logo from another workspace's folder", async () => {
    const other = await ctx.signUp();
    const theirs = await uploadPng(other);
    const res = await ctx.request("/api/frameworks", { method: "POST", body: buildFrameworkInput({ brand_logo: theirs.path }), cookie: user.cookie });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/uploaded in this workspace/);
    const traversal = await ctx.request("/api/frameworks", { method: "POST", body: buildFrameworkInput({ brand_logo: `${user.id}/../x.png` }), cookie: user.cookie });
    expect(traversal.status).toBe(400);
  });

  it("refuses a logo path that leaves the owner's folder or is not an upload's name, and stores nothing", async () => {
    const other = await ctx.signUp();
    const theirs = await uploadPng(other);
    const mine = await uploadPng();
    const fileName = theirs.path.split("/")[1];
    const own = personalWorkspaceId(user.id);
    const their = personalWorkspaceId(other.id);
    for (const brand_logo of [`${own}/../${their}/${fileName}`, `${own}/${their}/${fileName}`, `${own}/./${mine.path.split("/")[1]}`, `${own}/logo.png`, `${own}/`, own]) {
      const res = await ctx.request("/api/frameworks", { method: "POST", body: buildFrameworkInput({ name: "Climbing logo", brand_logo }), cookie: user.cookie });
      expect(res.status, brand_logo).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(FRAMEWORK_LOGO_NOT_OWNED);
    }
    const list = (await (await ctx.request("/api/frameworks?q=Climbing", { cookie: user.cookie })).json()) as unknown[];
    expect(list).toHaveLength(0);
  });

  it("removes a replaced logo file, and the last one when the framework is deleted", async () => {
    const first = await uploadPng();
    const created = await ctx.request("/api/frameworks", { method: "POST", body: buildFrameworkInput({ brand_logo: first.path }), cookie: user.cookie });
    const framework = (await created.json()) as Framework;
    const second = await uploadPng();
    const patched = await ctx.request(`/api/frameworks/${framework.id}`, { method: "PATCH", body: { brand_logo: second.path }, cookie: user.cookie });
    expect(((await patched.json()) as Framework).brand_guidelines.logoUrl).toBe(second.url);
    expect((await ctx.request(first.url)).status).toBe(404);
    expect((await ctx.request(second.url)).status).toBe(200);

    await ctx.request(`/api/frameworks/${framework.id}`, { method: "DELETE", cookie: user.cookie });
    expect((await ctx.request(second.url)).status).toBe(404);
  });

  it("keeps a logo file that another framework of the owner still uses", async () => {
    const shared = await uploadPng();
    const a = (await (await ctx.request("/api/frameworks", { method: "POST", body: buildFrameworkInput({ brand_logo: shared.path }), cookie: user.cookie })).json()) as Framework;
    await ctx.request("/api/frameworks", { method: "POST", body: buildFrameworkInput({ brand_logo: shared.path }), cookie: user.cookie });
    await ctx.request(`/api/frameworks/${a.id}`, { method: "DELETE", cookie: user.cookie });
    expect((await ctx.request(shared.url)).status).toBe(200);
  });
});
