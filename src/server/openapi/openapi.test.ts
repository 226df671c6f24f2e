import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readmeApiRoutes } from "../test/readme-api-table";
import { createTestContext, type TestContext } from "../test/test-app";
import { ROUTE_DOCS } from "./route-docs";

type Response = { headers?: Record<string, unknown>; content?: Record<string, { schema: Record<string, unknown> }> };
type Operation = { summary?: string; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }; parameters?: Array<{ name: string; in: string }>; responses: Record<string, Response>; security?: unknown[] };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { securitySchemes: Record<string, { type: string; scheme?: string }> } };

/** `:param` and `{param}` alike, whatever the name: README and routes may name a parameter differently. */
const shape = (path: string) => path.replace(/\{[^}]+\}|:[A-Za-z]+/g, "{}");

describe("GET /api/openapi.json", () => {
  let ctx: TestContext;
  let document: Document;
  const operations = () => Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));

  beforeAll(async () => {
    ctx = await createTestContext();
    const res = await ctx.request("/api/openapi.json");
    expect(res.status).toBe(200);
    document = (await res.json()) as Document;
  });
  afterAll(() => ctx.close());

  it("is OpenAPI 3.1 with the API key as a bearer security scheme", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("has every route of the README's API table", () => {
    const routes = readmeApiRoutes().map((r) => `${r.method} ${shape(r.path)}`);
    expect(routes.length).toBeGreaterThan(90);
    const documented = new Set(operations().map(({ key }) => shape(key)));
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
  });

  it("has every route the app serves, each with its summary, and ROUTE_DOCS names no route that is gone", () => {
    const served = new Set<string>();
    for (const route of ctx.app.routes) {
      if (!["GET", "POST", "PUT", "PATCH", "DELETE"].includes(route.method)) continue;
      const path = route.path.replace(/:([A-Za-z]+)/g, "{$1}");
      if ((/^\/api\//.test(path) && !path.startsWith("/api/docs/") && !path.startsWith("/api/auth/")) || /^\/site\/\{slug\}\/(request-link|access|request-access)$/.test(path)) served.add(`${route.method} ${path}`);
    }
    const documented = new Map(operations().map(({ key, op }) => [key, op]));
    expect([...served].filter((key) => !documented.has(key))).toEqual([]);
    expect([...served].filter((key) => !ROUTE_DOCS[key])).toEqual([]);
    expect(Object.keys(ROUTE_DOCS).filter((key) => !documented.has(key))).toEqual([]);
  });

  it("declares the body of every answer: a JSON answer has its schema, a page or file its media type", () => {
    // An empty schema is what an operation without an `answer` in ROUTE_DOCS gets: prose in disguise.
    const withoutSchema = operations().flatMap(({ key, op }) =>
      Object.entries(op.responses)
        .filter(([, response]) => response.content?.["application/json"] && Object.keys(response.content["application/json"].schema).length === 0)
        .map(([status]) => `${key} ${status}`),
    );
    expect(withoutSchema).toEqual([]);
    // A success with a body says what the body is (204 has none; a redirect has a Location instead).
    const bodiless = operations().flatMap(({ key, op }) =>
      Object.entries(op.responses)
        .filter(([status, response]) => /^2/.test(status) && status !== "204" && !response.content)
        .map(([status]) => `${key} ${status}`),
    );
    expect(bodiless).toEqual([]);
    // A list that pages (it takes `limit`) says where the total is.
    const paged = operations().filter(({ key, op }) => key.startsWith("GET ") && op.parameters?.some((p) => p.name === "limit" && p.in === "query"));
    expect(paged.length).toBeGreaterThanOrEqual(5);
    expect(paged.filter(({ op }) => !op.responses["200"].headers?.["X-Total-Count"]).map(({ key }) => key)).toEqual([]);
  });

  it("describes bodies, parameters, answers and errors from the routes' own schemas", () => {
    const page = document.paths["/api/campaigns/{id}/pages"].post;
    expect(Object.keys(page.requestBody!.content["application/json"].schema.properties!)).toEqual(expect.arrayContaining(["email", "first_name", "company"]));
    expect(page.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: "id", in: "path" }), expect.objectContaining({ name: "wait", in: "query" })]));
    expect(Object.keys(page.responses)).toEqual(expect.arrayContaining(["200", "201", "202", "400", "401", "403", "404", "429"]));
    const campaigns = document.paths["/api/campaigns"].post;
    expect(campaigns.requestBody!.content["application/json"].schema.properties).toHaveProperty("name");
    expect(document.paths["/api/frameworks"].get.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: "q", in: "query" })]));
    expect(document.paths["/api/auth/sign-in/email"].post.security).toEqual([]);
    expect(document.paths["/api/auth/sign-in/email"].post.requestBody!.content["application/json"].schema.properties).toHaveProperty("password");
  });

  it("serves a reference page from the app's own files, not a CDN", async () => {
    const page = await ctx.request("/api/docs");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('src="/api/docs/swagger-ui-bundle.js"');
    expect(html).not.toMatch(/https?:\/\//);
    for (const file of ["/api/docs/swagger-ui-bundle.js", "/api/docs/swagger-ui.css", "/api/docs/init.js"]) expect((await ctx.request(file)).status).toBe(200);
    expect((await ctx.request("/api/docs/package.json")).status).toBe(404);
  });
});
