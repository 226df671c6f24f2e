import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-process-"));
const PORT = 3150 + (process.pid % 9);
const base = `http://localhost:${PORT}`;

function startServer(port = PORT): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, APP_URL: base, LOG_LEVEL: "info", AUTH_RATE_LIMIT: "false" },
  });
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** No attempt limit: on a loaded machine tsx may take a minute to start the server; the test's timeout bounds it. */
async function waitUntilUp() {
  for (;;) {
    try {
      const res = await fetch(`${base}/api/auth/ok`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("the server process on an embedded DATA_DIR", () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps data across a restart and refuses a second process on the same directory", async () => {
    const first = startServer();
    await waitUntilUp();
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Kim Park", email: "kim@example.com", password: "persist-me-123", firstName: "Kim", lastName: "Park" }),
    });
    expect(signUp.status).toBe(200);

    const second = startServer(PORT + 10);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using the data directory/);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const restarted = startServer();
    await waitUntilUp();
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "kim@example.com", password: "persist-me-123" }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0];
    const me = await fetch(`${base}/api/me`, { headers: { cookie } });
    expect(await me.json()).toMatchObject({ email: "kim@example.com", firstName: "Kim", lastName: "Park" });
    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);
  }, 300_000);
});
