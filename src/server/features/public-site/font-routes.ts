import { readFile } from "node:fs/promises";
import { Hono } from "hono";
import { resolveFontFile } from "@/server/page-input/fonts";

/** Self-hosted @fontsource files for microsites: /_fonts/{package}/{weight}.woff2, cached forever by browsers. */
export function fontRoutes() {
  const files = new Map<string, Promise<Buffer>>();
  return new Hono().get("/_fonts/:pkg/:file", async (c) => {
    const match = /^([1-9]00)\.woff2$/.exec(c.req.param("file"));
    const location = match ? resolveFontFile(c.req.param("pkg"), match[1]) : null;
    if (!location) return c.text("Not found", 404);
    let body = files.get(location);
    if (!body) {
      body = readFile(location);
      files.set(location, body);
      body.catch(() => files.delete(location));
    }
    const bytes = await body;
    return c.body(new Uint8Array(bytes), 200, {
      "Content-Type": "font/woff2",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Access-Control-Allow-Origin": "*",
      "X-Content-Type-Options": "nosniff",
    });
  });
}
