import { readFileSync } from "node:fs";

export type ReadmeRoute = { method: string; path: string };

/**
 * Every (method, path) of README's "## API" table, `| GET / PATCH | \`/api/x/:id\`, \`/api/y\` | what |`: the routes
 * the app serves under /api, and /site (the expired page's form; its microsite-host twin is the same route).
 */
export function readmeApiRoutes(): ReadmeRoute[] {
  const readme = readFileSync(new URL("../../../README.md", import.meta.url), "utf8");
  const api = readme.slice(readme.indexOf("## API"), readme.indexOf("\n## ", readme.indexOf("## API") + 1));
  const routes: ReadmeRoute[] = [];
  for (const line of api.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    if (cells.length < 4 || !/^[A-Z /]+$/.test(cells[1]) || !/\/(api|site)\//.test(cells[2])) continue;
    const paths = [...cells[2].matchAll(/`(\/(?:api|site)\/[^`?]*)[^`]*`/g)].map((m) => m[1]);
    for (const method of cells[1].split("/").map((m) => m.trim())) for (const path of paths) routes.push({ method, path });
  }
  return routes;
}
