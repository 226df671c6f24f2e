import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../scripts/build-server";
import { COMMON_PASSWORD_MESSAGE } from "./auth/password-policy";
import { createScratchDatabase } from "./test/db/scratch-database";
import { serverEntry } from "./runtime-files";

const ROOT = path.resolve(import.meta.dirname, "../..");
// Two folders below the root, as dist/server is, and its own: `npm run build` output is left alone.
const outDir = path.join(ROOT, "dist", `server-test-${process.pid}`);
const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-compiled-"));
// The embedded database, or with TEST_DATABASE_URL a database of its own on that PostgreSQL server.
let database: { url: string; drop: () => Promise<void> } | null = null;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** Plain node, no TypeScript loader: the bundle must stand on its own. */
function startBuilt(entry: "main.js" | "worker.js", port: number) {
  let output = "";
  const child = spawn(process.execPath, [path.join(outDir, entry)], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", APP_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: "info", AUTH_RATE_LIMIT: "false", ...(database ? { DATABASE_URL: database.url } : {}) },
  });
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** No attempt limit: the test's timeout bounds a start on a loaded machine. */
async function until(condition: () => Promise<boolean>, exited: () => boolean, output: () => string) {
  for (;;) {
    if (exited()) throw new Error(`the built server exited:\n${output()}`);
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the server built into plain JavaScript", () => {
  beforeAll(async () => {
    await buildServer(outDir);
    if (process.env.TEST_DATABASE_URL) database = await createScratchDatabase(process.env.TEST_DATABASE_URL, "pitchsite_compiled");
  });
  afterAll(async () => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  });

  it("resolves its entry points and runtime files from source as from the build", () => {
    expect(serverEntry("main")).toBe(path.join(ROOT, "src/server/main.ts"));
    expect(existsSync(path.join(outDir, "db/migrations/meta/_journal.json"))).toBe(true);
    expect(existsSync(path.join(outDir, "auth/common-passwords.txt"))).toBe(true);
  });

  it("starts with node main.js, migrates, answers 200 and reads its runtime files; worker.js starts too", async () => {
    const port = await freePort();
    const web = startBuilt("main.js", port);
    await until(() => fetch(`http://127.0.0.1:${port}/api/auth/ok`).then((r) => r.status === 200, () => false), () => web.child.exitCode !== null, web.output);
    // The common-password list is read from beside the bundle.
    const weak = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ name: "Kim Park", email: "kim@example.com", password: "password123", firstName: "Kim", lastName: "Park" }),
    });
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain(COMMON_PASSWORD_MESSAGE);
    web.child.kill("SIGTERM");
    expect(await web.exited).toBe(0);

    const worker = startBuilt("worker.js", port);
    await until(async () => worker.output().includes("Pitchsite worker is running"), () => worker.child.exitCode !== null, worker.output);
    worker.child.kill("SIGTERM");
    expect(await worker.exited).toBe(0);
  });
});
