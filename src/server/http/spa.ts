import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";

const APP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", "blob:"],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Serves the built React app: hashed assets cached forever (a missing one is a 404), every other GET path answered with index.html. */
export function spaRoutes(clientDir: string) {
  const app = new Hono();
  const indexFile = path.join(clientDir, "index.html");
  if (!existsSync(indexFile)) {
    return app.get("*", (c) =>
      c.text("The web app is not built yet. Run `npm run build` (npm start does it for you).", 503),
    );
  }
  const indexHtml = readFileSync(indexFile, "utf8");
  const root = path.relative(process.cwd(), clientDir) || ".";
  // frame-ancestors 'none' is the framing rule; hono's default X-Frame-Options: SAMEORIGIN would contradict it.
  return app
    .use("*", secureHeaders({ contentSecurityPolicy: APP_CSP, crossOriginEmbedderPolicy: false, xFrameOptions: false }))
    .use("/assets/*", async (c, next) => {
      await next();
      if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
    })
    .use("/assets/*", serveStatic({ root }))
    // A hashed asset that is not there (an old tab after a deploy) must fail as itself: the app page in its place
    // would be cached for a year under the asset's name and break that script for good.
    .get("/assets/*", (c) => {
      c.header("Cache-Control", "no-store");
      return c.text("Not found", 404);
    })
    .use("*", serveStatic({ root, rewriteRequestPath: (p) => (p === "/" ? "/__none__" : p) }))
    .get("*", (c) => {
      c.header("Cache-Control", "no-cache");
      return c.html(indexHtml);
    });
}
