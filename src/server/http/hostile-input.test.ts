import { appendFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFrameworkInput } from "@/shared/test/framework-factory";
import { seedEverythingOf, validBrandProfile } from "../test/account/account-seed";
import { seedMicrosite } from "../test/metrics/metrics-fixtures";
import { readmeApiRoutes, type ReadmeRoute } from "../test/readme-api-table";
import { createTestContext, TEST_APP_URL, type TestContext, type TestUser } from "../test/test-app";

/**
 * The hostile-input sweep: every /api route (the app's own routes and better-auth's endpoints, enumerated from the
 * running app, and checked against README's API table) called with hostile values in its body, query and path
 * parameters, signed in. Whatever the value, the answer is below 500: bad input is the caller's fault (4xx).
 */

/** Raw JSON texts, so values JSON.stringify cannot make (a lone surrogate, 1e400) are sent as a client could. */
const deepArray = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
const HOSTILE_JSON: Array<[label: string, json: string]> = [
  ["NUL", JSON.stringify("nul\u0000byte")],
  ["lone high surrogate", '"x\\ud800y"'],
  ["lone low surrogate", '"\\udc00"'],
  ["1 MB string", JSON.stringify("x".repeat(1_000_000))],
  ["number as string", '"12345"'],
  ["impossible date", '"2026-02-31"'],
  ["bad uuid", '"not-a-uuid"'],
  ["nil uuid", '"00000000-0000-0000-0000-000000000000"'],
  ["null", "null"],
  ["boolean", "true"],
  ["huge number", "1e308"],
  ["overflowing number", "1e400"],
  ["unsafe integer", "9007199254740993"],
  ["negative", "-1"],
  ["fraction", "0.5"],
  ["empty string", '""'],
  ["array for object", "[]"],
  ["array of hostile values", '["\\u0000", {"a": []}, null]'],
  ["object for array", "{}"],
  ["prototype keys", '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
  ["deep array", deepArray(5000)],
  ["deep object", deepObject(2000)],
];
/** For fields below the top level: the kinds that trip parsers and databases, without multiplying the 1 MB ones. */
const NESTED_JSON = HOSTILE_JSON.filter(([label]) =>
  ["NUL", "lone high surrogate", "number as string", "null", "overflowing number", "array for object", "object for array", "deep object"].includes(label),
);
const WHOLE_BODIES: Array<[string, string]> = [...HOSTILE_JSON, ["invalid JSON", '{"a":'], ["empty body", ""], ["JSON with NUL key", '{"\\u0000": 1}']];

/** Raw query values (already URL-encoded), for every query key any route reads. */
const QUERY_KEYS = ["q", "limit", "offset", "period", "campaignId", "runId", "campaign_id", "run_id", "contacts_limit", "status", "token", "callbackURL"];
const HOSTILE_QUERY: string[] = [
  "a%00b",
  "%ED%A0%80", // a surrogate in UTF-8: invalid
  "%",
  "x".repeat(100_000),
  "-1",
  "1e309",
  "2026-02-31",
  "00000000-0000-0000-0000-000000000000",
];
const HOSTILE_PATH: string[] = ["%00", "a%00b", "%ED%A0%80", "not-a-uuid", "00000000-0000-0000-0000-000000000000", "-1", "1e309", "x".repeat(10_000), "..%2F..%2Fetc%2Fpasswd", "%2e%2e", "%20"];

type Route = ReadmeRoute;

/** README's API table, the /api part (the sweep calls /api routes). */
const readmeRoutes = () => readmeApiRoutes().filter((r) => r.path.startsWith("/api/"));

describe("hostile-input sweep: no /api answer is ever a 500", () => {
  let ctx: TestContext;
  let owner: TestUser;
  let ids: Record<string, string>;
  let beacon: Record<string, unknown>;
  const routes: Route[] = [];
  const failures: string[] = [];
  let sent = 0;

  beforeAll(async () => {
    // Beacon limits out of the way, so every hostile beacon reaches validation.
    ctx = await createTestContext({ METRIC_RATE_LIMIT_PER_IP: "1000000", METRIC_RATE_LIMIT_PER_MICROSITE: "1000000" });
    owner = await ctx.signUp();
    const seeded = await seedEverythingOf(ctx, owner);
    const site = await seedMicrosite(ctx.db, owner.id);
    beacon = site.event("view") as unknown as Record<string, unknown>;
    ids = {
      campaigns: seeded.rows.campaigns[0],
      contacts: seeded.rows.contacts[0],
      frameworks: seeded.rows.templateFrameworks[0],
      offerings: seeded.rows.productOfferings[0],
      microsites: seeded.rows.microsites[0],
    };
    const seen = new Set<string>();
    const add = (method: string, path: string) => {
      if (seen.has(`${method} ${path}`)) return;
      seen.add(`${method} ${path}`);
      routes.push({ method, path });
    };
    for (const r of ctx.app.routes) if (r.path.startsWith("/api/") && !r.path.includes("*") && r.method !== "ALL") add(r.method, r.path);
    for (const endpoint of Object.values(ctx.deps.auth.api) as Array<{ path?: string; options?: { method?: string | string[] } }>) {
      if (!endpoint.path) continue;
      const methods = [endpoint.options?.method ?? []].flat().filter((m) => m === "GET" || m === "POST");
      for (const method of methods) add(method, `/api/auth${endpoint.path}`);
    }
  }, 240_000);
  afterAll(async () => {
    console.log(`hostile-input sweep: ${routes.length} routes, ${sent} requests, ${failures.length} answers >= 500`);
    await ctx?.close();
  });

  /** A valid body per route, so each hostile value reaches the code behind validation one field at a time. */
  const baseBody = (route: Route): unknown => {
    const bodies: Record<string, unknown> = {
      "POST /api/frameworks": buildFrameworkInput({ name: "Sweep" }),
      "PATCH /api/frameworks/:id": { name: "Sweep", description: "d", is_active: true },
      "PUT /api/brand-profile": validBrandProfile(),
      "POST /api/offerings": { name: "Rocket", type: "Product", price: 10, currency: "USD", unit_type: "item", description: "d" },
      "PATCH /api/offerings/:id": { name: "Rocket", price: 12, requires_quote: false },
      "POST /api/campaigns": {
        name: "Sweep",
        description: "d",
        start_date: "2026-03-01",
        end_date: "2026-04-01",
        cta_url: "https://acme.example.com",
        campaign_settings: { trackingEnabled: true },
        campaign_data: { currentStep: 1, uploadedFileName: "x.csv" },
        personalization_settings: { fields: ["firstName"] },
        contacts: [{ email: "sweep@example.com", first_name: "S", last_name: "W", company: "C", industry: "I", context: "x", domain: "c.example" }],
      },
      "PATCH /api/campaigns/:id": { name: "Sweep", description: "d", start_date: "2026-03-01", end_date: "2026-04-01", campaign_data: { currentStep: 2 } },
      "POST /api/campaigns/:id/contacts": { contacts: [{ email: "sweep2@example.com", first_name: "S", last_name: "W", company: "C", industry: "I", context: "x", domain: "c.example" }], first_row: 2 },
      "PATCH /api/contacts/:id": { email: "sweep3@example.com", first_name: "S", company: "C" },
      "POST /api/launch-campaign": { campaignId: ids.campaigns },
      "POST /api/microsites/:id/extend": { days: 7 },
      "PUT /api/notification-settings": { webhookUrl: "https://hooks.example.com/x" },
      "POST /api/notification-settings/rotate-secret": { webhookUrl: "https://hooks.example.com/x" },
      "PATCH /api/account": { firstName: "Sweep", lastName: "User" },
      "DELETE /api/account": { confirm: "somebody-else@example.com" },
      "POST /api/log-metric": beacon,
      "POST /api/auth/sign-up/email": { name: "Sweep User", email: "sweep-signup@example.com", password: "sweep-password-42", firstName: "Sweep", lastName: "User" },
      "POST /api/auth/sign-in/email": { email: "sweep-signin@example.com", password: "sweep-password-42" },
      "POST /api/auth/change-password": { currentPassword: "correct-horse-battery", newPassword: "sweep-password-42", revokeOtherSessions: false },
      "POST /api/auth/update-user": { firstName: "Sweep", lastName: "User" },
      "POST /api/auth/change-email": { newEmail: "sweep-new@example.com" },
      "POST /api/auth/verify-password": { password: "correct-horse-battery" },
      "POST /api/auth/request-password-reset": { email: "sweep@example.com", redirectTo: "/reset" },
      "POST /api/auth/reset-password": { newPassword: "sweep-password-42", token: "abc" },
      "POST /api/auth/revoke-session": { token: "abc" },
      "POST /api/auth/update-session": {},
      "POST /api/auth/delete-user": { password: "correct-horse-battery" },
    };
    return bodies[`${route.method} ${route.path}`] ?? (route.method === "GET" ? undefined : {});
  };

  /** Every JSON path of a body, down to `depth` (array elements through their first item). */
  const fieldPaths = (value: unknown, depth: number, prefix: Array<string | number> = []): Array<Array<string | number>> => {
    if (depth === 0 || value === null || typeof value !== "object") return [];
    const entries: Array<[string | number, unknown]> = Array.isArray(value) ? (value.length ? [[0, value[0]]] : []) : Object.entries(value);
    return entries.flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, depth - 1, [...prefix, key])]);
  };
  const MARK = "\u0001HOSTILE\u0001";
  const withHostile = (body: unknown, path: Array<string | number>, json: string) => {
    const copy = structuredClone(body) as Record<string | number, unknown>;
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path[path.length - 1]] = MARK;
    return JSON.stringify(copy).replace(JSON.stringify(MARK), json);
  };

  const fill = (path: string, hostile?: { param: string; value: string }) =>
    path.replace(/:(\w+)/g, (_all, name: string) => {
      if (hostile?.param === name) return hostile.value;
      if (name === "bucket") return "brand-logos";
      if (name === "token") return "abc";
      return ids[path.split("/")[2]] ?? "00000000-0000-0000-0000-000000000000";
    });

  async function send(route: Route, cookie: string, url: string, body: string | undefined, label: string) {
    sent += 1;
    const headers: Record<string, string> = { cookie, "user-agent": "hostile-sweep" };
    if (body !== undefined) headers["content-type"] = "application/json";
    let status: number;
    try {
      const res = await ctx.app.request(`${TEST_APP_URL}${url}`, { method: route.method, headers, body: route.method === "GET" ? undefined : body });
      status = res.status;
      if (status >= 500) label += ` → ${(await res.text()).slice(0, 200)}`;
    } catch (error) {
      status = 599;
      label += ` → threw ${(error as Error).message}`;
    }
    if (status >= 500) {
      failures.push(`${route.method} ${route.path} [${label}] answered ${status}`);
      progress(failures[failures.length - 1]);
    }
  }
  /** SWEEP_LOG=<file> follows a long run as it goes (one line per route and per failure). */
  const progress = (line: string) => {
    if (process.env.SWEEP_LOG) appendFileSync(process.env.SWEEP_LOG, `${line}\n`);
  };

  async function sweep(route: Route, cookie: string) {
    progress(`${route.method} ${route.path} (${sent} sent so far)`);
    const base = baseBody(route);
    const baseJson = base === undefined ? undefined : JSON.stringify(base);
    const url = fill(route.path);
    await send(route, cookie, url, baseJson, "valid body");
    for (const param of [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1])) {
      for (const value of HOSTILE_PATH) await send(route, cookie, fill(route.path, { param, value }), baseJson, `path :${param}=${value.slice(0, 20)}`);
    }
    if (route.method === "GET") {
      for (const key of QUERY_KEYS) {
        for (const value of HOSTILE_QUERY) await send(route, cookie, `${url}?${key}=${value}`, baseJson, `query ${key}=${value.slice(0, 20)}`);
        await send(route, cookie, `${url}?${key}=1&${key}=2&${key}[]=3`, baseJson, `query ${key} repeated`);
      }
      return;
    }
    // Handlers of other methods rarely read the query: one request with a hostile value in every key.
    await send(route, cookie, `${url}?${QUERY_KEYS.map((key, i) => `${key}=${HOSTILE_QUERY[i % HOSTILE_QUERY.length]}`).join("&")}`, baseJson, "hostile query");
    for (const [label, json] of WHOLE_BODIES) await send(route, cookie, url, json, `whole body ${label}`);
    for (const path of fieldPaths(base, 4)) {
      const values = path.length === 1 ? HOSTILE_JSON : NESTED_JSON;
      for (const [label, json] of values) await send(route, cookie, url, withHostile(base, path, json), `${path.join(".")} = ${label}`);
    }
  }

  it("enumerates at least every route of README's API table", () => {
    const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const missing = readmeRoutes().filter((r) => !known.has(`${r.method} ${r.path}`));
    expect(readmeRoutes().length).toBeGreaterThan(40);
    expect(missing).toEqual([]);
  });

  it("the app's routes, signed in as the owner of every record they name", async () => {
    // Deletions last, so the records stay for the other routes.
    const appRoutes = routes.filter((r) => !r.path.startsWith("/api/auth/")).sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE"));
    for (const route of appRoutes) await sweep(route, owner.cookie);
    const stillSignedIn = await ctx.request("/api/me", { cookie: owner.cookie });
    expect(stillSignedIn.status).toBe(200);
    expect(failures).toEqual([]);
  }, 360_000);

  it("better-auth's endpoints, each with an account of its own (some sign out or change the password)", async () => {
    for (const route of routes.filter((r) => r.path.startsWith("/api/auth/"))) {
      const someone = await ctx.signUp();
      await sweep(route, someone.cookie);
    }
    expect(failures).toEqual([]);
  }, 360_000);
});
