import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import { createApp } from "../app";
import type { AiProvider } from "../ai/provider";
import { loadConfig, type Config } from "../config";
import { createLogger } from "../logger";
import { startServices, type ServiceOverrides } from "../services";
import type { JobPayload } from "../jobs/job-payloads";
import { startWorker, type RunningWorker } from "../job-worker/start-worker";
import { workDueJobs } from "./due-jobs";
import { openTestDatabase } from "./test-database";

export const TEST_APP_URL = "http://localhost:3000";

export type TestUser = { id: string; email: string; firstName: string; lastName: string; cookie: string };
type RequestOptions = { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string>; signal?: AbortSignal };

/**
 * One app on a real database per test file. Tests call the API exactly as the browser does
 * (`ctx.request("/api/campaigns", { method: "POST", body, cookie })`).
 */
export async function createTestContext(env: Record<string, string> = {}, options: Omit<ServiceOverrides, "database"> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pitchsite-test-"));
  const config: Config = loadConfig({
    DATA_DIR: dataDir,
    APP_URL: TEST_APP_URL,
    AUTH_SECRET: "test-secret-test-secret-test-secret-123",
    LOG_LEVEL: "silent",
    AUTH_RATE_LIMIT: "false",
    ...env,
  });
  const handle = await openTestDatabase();
  const services = await startServices(config, createLogger("silent"), {
    ...options,
    database: handle,
    // Quick supervision so a killed worker's jobs are handed on within seconds, not minutes.
    jobSettings: { boss: { superviseIntervalSeconds: 2, monitorIntervalSeconds: 2 }, ...options.jobSettings },
  });
  const { deps } = services;
  const app = createApp(deps, { clientDir: path.join(dataDir, "no-client") });
  const workers: RunningWorker[] = [];
  let userCount = 0;

  async function request(pathname: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    return app.request(new URL(pathname, TEST_APP_URL).toString(), { method: options.method ?? "GET", headers, body, signal: options.signal });
  }

  /** Creates an account through the real sign-up route and returns its session cookie. */
  async function signUp(overrides: Partial<{ email: string; firstName: string; lastName: string; password: string }> = {}): Promise<TestUser> {
    userCount += 1;
    const firstName = overrides.firstName ?? `User${userCount}`;
    const lastName = overrides.lastName ?? "Tester";
    const email = overrides.email ?? `user${userCount}-${Date.now()}@example.com`;
    const res = await request("/api/auth/sign-up/email", {
      method: "POST",
      body: { name: `${firstName} ${lastName}`, email, password: overrides.password ?? "correct-horse-battery", firstName, lastName },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
    const { user } = (await res.json()) as { user: { id: string } };
    return { id: user.id, email, firstName, lastName, cookie };
  }

  return {
    app,
    deps,
    db: handle.db,
    handle,
    config,
    storage: deps.storage,
    dataDir,
    request,
    signUp,
    /** A generation worker in this process, on the test database (stopped by close()). */
    async startWorker(ai: AiProvider = deps.ai) {
      const worker = await startWorker({ ...deps, ai });
      workers.push(worker);
      return worker;
    },
    /** The due jobs of one queue, worked once in this process (see workDueJobs). */
    workDueJobs(job: JobPayload<unknown>, options?: { ignoreStartAfter?: boolean }) {
      return workDueJobs({ ...deps, workerId: "test-context" }, job, options);
    },
    async close() {
      for (const worker of workers) await worker.stop().catch(() => {});
      await services.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * The two-user isolation check every owned route must pass: the owner's request succeeds, and the same
 * request made by another signed-in user answers 404 (never 403: existence is not revealed).
 */
export async function expectHiddenFromOtherUser(ctx: TestContext, other: TestUser, requests: Array<{ path: string; method?: string; body?: unknown }>) {
  for (const r of requests) {
    const res = await ctx.request(r.path, { method: r.method, body: r.body, cookie: other.cookie });
    expect(res.status, `${r.method ?? "GET"} ${r.path} as another user`).toBe(404);
  }
}
