import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { buildOpenApiDocument } from "./document";

/** Swagger UI's two files, served from the swagger-ui-dist package by this server (no CDN). */
const SWAGGER_DIR = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const SWAGGER_FILES: Record<string, string> = { "swagger-ui.css": "text/css; charset=utf-8", "swagger-ui-bundle.js": "text/javascript; charset=utf-8" };

const DOCS_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pitchsite API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body>
</html>`;
// Groups start collapsed: with every one of the ~125 operations expanded, Swagger UI stops rendering after the first
// few groups (no error shown).
const DOCS_INIT = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true, docExpansion: "none" });`;

const DOCS_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document of `app`, built once on first request: the routes are all
 * registered by then) and GET /api/docs, a Swagger UI reference page over it. Both public: they describe the API,
 * they open nothing.
 */
export function openApiRoutes(app: Hono, appUrl: string) {
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  const files = new Map<string, string>();
  return new Hono()
    .get("/openapi.json", async (c) => c.json(await (document ??= buildOpenApiDocument(app, appUrl))))
    .use("/docs", secureHeaders({ contentSecurityPolicy: DOCS_CSP, crossOriginEmbedderPolicy: false, xFrameOptions: false }))
    .get("/docs", (c) => c.html(DOCS_HTML))
    .get("/docs/init.js", (c) => c.body(DOCS_INIT, 200, { "Content-Type": "text/javascript; charset=utf-8" }))
    .get("/docs/:file", (c) => {
      const name = c.req.param("file");
      const type = SWAGGER_FILES[name];
      if (!type) return c.json({ error: "Not found" }, 404);
      if (!files.has(name)) files.set(name, readFileSync(path.join(SWAGGER_DIR, name), "utf8"));
      return c.body(files.get(name)!, 200, { "Content-Type": type });
    });
}
