import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CampaignStatusAnswer, LaunchAnswer } from "@/shared/schemas/launch";
import { createApp } from "../app";
import { startFakeOpenAiServer, type FakeOpenAiServer } from "../test/ai/fake-openai-server";
import { gatedClock } from "../test/ai/gated-clock";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { startServices } from "../services";
import { seedCampaign, waitFor } from "../test/launch-fixtures";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const PORT = 3451;
const base = `http://127.0.0.1:${PORT}`;
const GRACE_MS = 4000;
/** Starting to exit after the signal arrives, and the exit reaching the parent, on a machine shared with other work. */
const MARGIN_MS = 6000;
const CONTACTS = 8;

describe("SIGTERM during a launch against a slow provider", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-sigterm-"));
  const gate = gatedClock();
  let fake: FakeOpenAiServer;
  const children: ChildProcess[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ latencyMs: 1, clock: gate.clock });
    env = {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_URL: base,
      AUTH_SECRET: "sigterm-secret-sigterm-secret-1234567",
      AUTH_RATE_LIMIT: "false",
      LOG_LEVEL: "info",
      OPENAI_API_KEY: fake.apiKey,
      OPENAI_BASE_URL: fake.url,
      AI_MODEL: "fake-model",
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
    };
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    gate.open();
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A user and a campaign, written before the server starts (the embedded database is one process's at a time). */
  async function seed() {
    const config = loadConfig(env);
    const services = await startServices(config, createLogger("silent"));
    try {
      const app = createApp(services.deps, { clientDir: path.join(dataDir, "no-client") });
      const res = await app.request(`${base}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Sig Term", email: "sigterm@example.com", password: "correct-horse-battery", firstName: "Sig", lastName: "Term" }),
      });
      expect(res.status).toBe(200);
      const { user } = (await res.json()) as { user: { id: string } };
      const { campaign } = await seedCampaign(services.deps.db, user.id, { contacts: CONTACTS });
      return { cookie: (res.headers.get("set-cookie") ?? "").split(";")[0], campaignId: campaign.id };
    } finally {
      await services.close();
    }
  }

  function startServer() {
    let output = "";
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: ROOT, env: { ...process.env, ...env } });
    children.push(child);
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.on("exit", (code) => resolve({ code, at: performance.now() })));
    return { child, exited, output: () => output };
  }

  /** Up, or exited (then the caller's assertion shows why). */
  async function waitUntilUp(server: ReturnType<typeof startServer>) {
    while (server.child.exitCode === null) {
      const up = await fetch(`${base}/api/auth/ok`).then((r) => r.ok, () => false);
      if (up) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  }

  it("exits within the grace period, and the restart on the same DATA_DIR starts at once and finishes the launch", async () => {
    const { cookie, campaignId } = await seed();
    const first = startServer();
    expect(await waitUntilUp(first), first.output()).toBe(true);
    const launched = await fetch(`${base}/api/launch-campaign`, { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ campaignId }) });
    expect(launched.status).toBe(202);
    const { runId } = (await launched.json()) as LaunchAnswer;
    // The provider holds every answer: requests are in flight when the signal comes.
    await waitFor(async () => gate.held, (n) => n >= 1);

    const signalledAt = performance.now();
    first.child.kill("SIGTERM");
    const { code, at } = await first.exited;
    expect(code, first.output()).toBe(0);
    // Gone within the grace period: no request can come from it after that.
    expect(at - signalledAt).toBeLessThan(GRACE_MS + MARGIN_MS);
    expect(first.output()).toMatch(/shutting down/);

    const restarted = startServer();
    expect(await waitUntilUp(restarted), restarted.output()).toBe(true);
    expect(restarted.output()).not.toMatch(/already using the data directory/);

    // The interrupted pages went back to the queue: the restarted server writes every one of them.
    gate.open();
    const status = await waitFor(
      async () => (await (await fetch(`${base}/api/campaign-status?runId=${runId}`, { headers: { cookie } })).json()) as CampaignStatusAnswer,
      (s) => s.status === "completed" || s.status === "failed",
      undefined,
      200,
    );
    expect(status).toMatchObject({ status: "completed", processed: CONTACTS, total: CONTACTS });
    restarted.child.kill("SIGTERM");
    expect((await restarted.exited).code).toBe(0);
  }, 300_000);
});
