import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Database } from "@/server/db/client";
import { createScratchDatabase } from "@/server/test/db/scratch-database";
import { user } from "@/server/db/schema";
import { getCampaignStatus } from "@/server/features/launch/progress";
import { seedCampaign, waitFor } from "@/server/test/launch-fixtures";
import { createPersonalWorkspace, personalScope } from "@/server/db/membership";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const BENCH_SECRET = "bench-secret-bench-secret-bench-secret-1";

/** A PostgreSQL server to bench against, or null when none answers. */
export async function benchServerUrl(): Promise<string | null> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return null;
  }
}

/** A fresh database on that server, dropped by `drop`. */
export const createBenchDatabase = (serverUrl: string) => createScratchDatabase(serverUrl, "pitchsite_bench");

export async function seedBenchCampaign(db: Database, contacts: number) {
  const userId = `bench-${randomBytes(4).toString("hex")}`;
  await db.insert(user).values({ id: userId, name: "Bench User", email: `${userId}@example.com` });
    await createPersonalWorkspace(db, { id: userId, name: "Bench User", email: `${userId}@example.com` });
  const { campaign } = await seedCampaign(db, userId, { contacts, brand: true });
  return { userId, campaignId: campaign.id };
}

export function waitForRun(db: Database, userId: string, runId: string, timeoutMs = 600_000) {
  return waitFor(() => getCampaignStatus(db, personalScope(userId), { campaignId: null, runId }), (s) => s.status === "completed" || s.status === "failed", timeoutMs, 200);
}

/** Starts a child process and resolves once a line of its output matches `ready`. */
export function spawnUntil(args: string[], env: Record<string, string>, ready: RegExp): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  return new Promise((resolve, reject) => {
    const child = spawn(args[0], args.slice(1), { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(ready);
      if (match) resolve({ child, match });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${args.join(" ")} exited with ${code}:\n${output.slice(-2000)}`)));
  });
}

export function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners("exit");
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

export const fmt = (n: number, digits = 0) => n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** An owner signed up through the app's own API (for a real session cookie): bulk data is then written in SQL. */
export async function signUpBenchOwner(app: { request: (url: string, init: RequestInit) => Response | Promise<Response> }) {
  const signUp = await app.request("http://localhost:3000/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Bench Owner", email: `bench-${randomUUID()}@example.com`, password: "bench-password-123", firstName: "Bench", lastName: "Owner" }),
  });
  const cookie = (signUp.headers.get("set-cookie") ?? "").split(";")[0];
  const userId = ((await signUp.json()) as { user: { id: string } }).user.id;
  return { cookie, userId };
}
