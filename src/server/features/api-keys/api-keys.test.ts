import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_KEY_MESSAGES, type ApiKeySummary } from "@/shared/api-keys";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { createApp } from "@/server/app";
import { apiKeys } from "@/server/db/schema";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import { joinAs, json } from "@/server/test/workspace/workspace-kit";
import { hashApiKey } from "@/server/auth/api-key-lookup";
import { createBeaconLimit, type BeaconLimit } from "@/server/http/beacon-limit";

type Created = ApiKeySummary & { key: string };

/** Issue 26 item 1: API keys per workspace, with scopes, hashed at rest, revocable at once, rate limited. */
describe("API keys", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let rep: TestUser;
  let outsider: TestUser;
  const RATE_LIMIT = 40;

  const create = async (user: TestUser, name: string, scopes: string[]) => {
    const res = await ctx.request("/api/api-keys", { method: "POST", body: { name, scopes }, cookie: user.cookie });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as Created;
  };
  const withKey = (key: string, path: string, method = "GET", body?: unknown, headers: Record<string, string> = {}) =>
    ctx.request(path, { method, body, headers: { authorization: `Bearer ${key}`, ...headers } });

  beforeAll(async () => {
    ctx = await createTestContext({ API_KEY_RATE_LIMIT: String(RATE_LIMIT) });
    admin = await ctx.signUp({ firstName: "Ada" });
    rep = await joinAs(ctx, admin, "member", "Rita");
    outsider = await ctx.signUp({ firstName: "Otto" });
  });
  afterAll(() => ctx.close());

  it("shows a key once, keeps only its hash, and lists it by its first characters", async () => {
    const created = await create(admin, "Zapier", ["read", "write"]);
    expect(created.key).toMatch(/^ps_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: "Zapier", scopes: ["read", "write"], key_start: created.key.slice(0, 9), last_used_at: null, revoked_at: null });
    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    const listed = await json<ApiKeySummary[]>(ctx.request("/api/api-keys", { cookie: admin.cookie }));
    expect(listed.find((k) => k.id === created.id)).toEqual(expect.not.objectContaining({ key: expect.anything() }));
    expect(JSON.stringify(listed)).not.toContain(created.key);
  });

  it("acts as its creator in its workspace, and records when it was last used", async () => {
    const { key, id } = await create(rep, "Outreach", ["read", "write"]);
    const me = await json<{ id: string }>(withKey(key, "/api/me"));
    expect(me.id).toBe(rep.id);
    const workspace = await json<{ role: string; name: string }>(withKey(key, "/api/workspace"));
    expect(workspace.role).toBe("member");
    const created = await withKey(key, "/api/campaigns", "POST", { name: "From a key" });
    expect(created.status).toBe(201);
    const campaign = (await created.json()) as { id: string; user_id?: string };
    // The rep's campaign: the admin sees it in the team's workspace, the rep's session too.
    expect((await ctx.request(`/api/campaigns/${campaign.id}`, { cookie: rep.cookie })).status).toBe(200);
    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row.lastUsedAt).toBeInstanceOf(Date);
    const listed = await json<ApiKeySummary[]>(ctx.request("/api/api-keys", { cookie: rep.cookie }));
    expect(listed.find((k) => k.id === id)?.last_used_at).not.toBeNull();
  });

  it("answers 403 naming the missing scope: read = GET, write = other methods, launch = generation", async () => {
    const { key: readOnly } = await create(admin, "Read only", ["read"]);
    expect((await withKey(readOnly, "/api/campaigns")).status).toBe(200);
    const write = await withKey(readOnly, "/api/campaigns", "POST", { name: "Nope" });
    expect(write.status).toBe(403);
    expect(await write.json()).toEqual({ error: API_KEY_MESSAGES.missingScope("write") });
    const { key: writer } = await create(admin, "Writer", ["write"]);
    expect(await json(withKey(writer, "/api/campaigns"))).toEqual({ error: API_KEY_MESSAGES.missingScope("read") });
    const launch = await withKey(writer, "/api/launch-campaign", "POST", { campaignId: crypto.randomUUID() });
    expect(launch.status).toBe(403);
    expect(await launch.json()).toEqual({ error: API_KEY_MESSAGES.missingScope("launch") });
    const { key: launcher } = await create(admin, "Launcher", ["launch"]);
    expect((await withKey(launcher, "/api/launch-campaign", "POST", { campaignId: crypto.randomUUID() })).status).toBe(404);
  });

  it("cannot create, list or revoke keys: only a signed-in session manages them", async () => {
    const { key } = await create(admin, "All scopes", ["read", "write", "launch"]);
    for (const [method, body] of [["GET"], ["POST", { name: "Child", scopes: ["read"] }]] as const) {
      const res = await withKey(key, "/api/api-keys", method, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: API_KEY_MESSAGES.keysManageKeys });
    }
  });

  it("keeps a session's and another workspace's 404 rules", async () => {
    const frameworkId = (await json<{ id: string }>(ctx.request("/api/frameworks", { method: "POST", body: buildFrameworkInput({ name: "Ours" }), cookie: admin.cookie }))).id;
    const theirs = await json<{ id: string }>(ctx.request("/api/campaigns", { method: "POST", body: { name: "Otto's" }, cookie: outsider.cookie }));
    const { key } = await create(admin, "Scoped", ["read", "write"]);
    expect((await withKey(key, `/api/frameworks/${frameworkId}`)).status).toBe(200);
    expect((await withKey(key, `/api/campaigns/${theirs.id}`)).status).toBe(404);
    expect((await withKey(key, `/api/campaigns/${theirs.id}`, "PATCH", { name: "Mine now" })).status).toBe(404);
    const { key: outsiderKey } = await create(outsider, "Otto's key", ["read"]);
    expect((await withKey(outsiderKey, `/api/frameworks/${frameworkId}`)).status).toBe(404);
    // A member's key reaches only the member's own campaigns, as the member's session does.
    const adminCampaign = await json<{ id: string }>(ctx.request("/api/campaigns", { method: "POST", body: { name: "Admin's" }, cookie: admin.cookie }));
    const { key: repKey } = await create(rep, "Rep's key", ["read"]);
    expect((await withKey(repKey, `/api/campaigns/${adminCampaign.id}`)).status).toBe(404);
  });

  it("answers 401 for an unknown key, and for a revoked key from the very next request", async () => {
    expect(await json(withKey("ps_not-a-real-key", "/api/me"))).toEqual({ error: API_KEY_MESSAGES.invalid });
    expect((await withKey("someone-elses-token", "/api/me")).status).toBe(401);
    const { key, id } = await create(rep, "Soon revoked", ["read"]);
    expect((await withKey(key, "/api/me")).status).toBe(200);
    // A second app on the same database stands for another web process: it has just accepted the key too.
    const otherProcess = createApp(ctx.deps, { clientDir: ctx.dataDir });
    const fromOtherProcess = () => otherProcess.request(`${ctx.config.appUrl}/api/me`, { headers: { authorization: `Bearer ${key}` } });
    expect((await fromOtherProcess()).status).toBe(200);
    // Only its creator or an admin of the workspace may revoke it; anyone else gets 404.
    expect((await ctx.request(`/api/api-keys/${id}`, { method: "DELETE", cookie: outsider.cookie })).status).toBe(404);
    expect((await ctx.request(`/api/api-keys/${id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(204);
    const after = await withKey(key, "/api/me");
    expect(after.status).toBe(401);
    expect((await fromOtherProcess()).status).toBe(401);
    expect(await after.json()).toEqual({ error: API_KEY_MESSAGES.invalid });
    const listed = await json<ApiKeySummary[]>(ctx.request("/api/api-keys", { cookie: rep.cookie }));
    expect(listed.find((k) => k.id === id)?.revoked_at).not.toBeNull();
  });

  it("stops working when its creator leaves the workspace", async () => {
    const leaver = await joinAs(ctx, admin, "member", "Lee");
    const { key } = await create(leaver, "Leaver's key", ["read"]);
    expect((await withKey(key, "/api/me")).status).toBe(200);
    expect((await ctx.request(`/api/workspace/members/${leaver.id}`, { method: "DELETE", cookie: admin.cookie })).status).toBe(204);
    expect((await withKey(key, "/api/me")).status).toBe(401);
  });

  it("is rate limited per key with 429 and Retry-After", async () => {
    const { key } = await create(admin, "Busy", ["read"]);
    const { key: other } = await create(admin, "Quiet", ["read"]);
    for (let i = 0; i < RATE_LIMIT; i++) expect((await withKey(key, "/api/me")).status).toBe(200);
    const limited = await withKey(key, "/api/me");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toEqual({ error: API_KEY_MESSAGES.rateLimited });
    expect((await withKey(other, "/api/me")).status).toBe(200);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("has one budget for every web process on PostgreSQL", async () => {
    const handle = ctx.handle;
    if (handle.kind !== "postgres") throw new Error("expected the PostgreSQL test database");
    // Two web processes on one database: each its own app and limiter. Their syncs (a loop every 250 ms in a real
    // process) are run here by hand, so what each knows of the other is decided by the test, not by timing.
    const process = (limit: BeaconLimit) => ({ limit, app: createApp({ ...ctx.deps, apiKeyLimit: limit }, { clientDir: "no-client" }) });
    const [first, second] = [process(createBeaconLimit(RATE_LIMIT, "api_key", handle.pool)), process(createBeaconLimit(RATE_LIMIT, "api_key", handle.pool))];
    const sync = (p: typeof first) => Promise.all(p.limit.loops.map((loop) => loop.run()));
    const { key } = await create(admin, "Two processes", ["read"]);
    const call = async (p: typeof first) => (await p.app.request("http://localhost:3000/api/me", { headers: { authorization: `Bearer ${key}` } })).status;
    const half = RATE_LIMIT / 2;
    for (let i = 0; i < half; i++) expect(await call(first)).toBe(200);
    await sync(first);
    expect(await call(second)).toBe(200);
    await sync(second); // the second learns the first's spending with its own
    for (let i = half + 1; i < RATE_LIMIT; i++) expect(await call(second)).toBe(200);
    expect(await call(second)).toBe(429);
    await sync(second);
    // The first learns the others' spending when it adds its own: over by at most what it sends in one interval.
    expect(await call(first)).toBe(200);
    await sync(first);
    expect(await call(first)).toBe(429);
    expect(await call(second)).toBe(429);
  });

  it("is exempt from the same-origin rule that still guards cookie sessions", async () => {
    const { key } = await create(admin, "Cross-origin", ["write"]);
    const headers = { origin: "https://automation.example" };
    expect((await withKey(key, "/api/campaigns", "POST", { name: "Via n8n" }, headers)).status).toBe(201);
    const cookieRes = await ctx.request("/api/campaigns", { method: "POST", body: { name: "CSRF" }, cookie: admin.cookie, headers });
    expect(cookieRes.status).toBe(403);
  });

  it("validates a new key's name and scopes", async () => {
    const bad = await ctx.request("/api/api-keys", { method: "POST", body: { name: " ", scopes: [] }, cookie: admin.cookie });
    expect(bad.status).toBe(400);
    const unknownScope = await ctx.request("/api/api-keys", { method: "POST", body: { name: "x", scopes: ["admin"] }, cookie: admin.cookie });
    expect(unknownScope.status).toBe(400);
    expect(((await unknownScope.json()) as { error: string }).error).toBe("Scopes must be among read, write, launch");
    expect((await ctx.request("/api/api-keys", { method: "POST", body: { name: "x", scopes: ["read"] } })).status).toBe(401);
  });
});
