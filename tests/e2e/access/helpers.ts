import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startSmtpTestServer } from "@/server/test/smtp-test-server";
import { expect } from "../fixtures";

const ADMIN_URL = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * A second app for the gate journeys, with what the shared e2e server lacks: email (SMTP_URL, a real SMTP server
 * on 127.0.0.1 whose messages the test reads) and its own PostgreSQL database, which the test can reach to move a
 * code's expiry into the past (time is controlled, never waited for).
 */
export async function startGatedApp() {
  const smtp = await startSmtpTestServer();
  const dbName = `e2e_access_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const databaseUrl = ADMIN_URL.replace(/\/[^/]*$/, `/${dbName}`);
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "pitchsite-e2e-access-")),
      DATABASE_URL: databaseUrl,
      APP_URL: baseURL,
      SMTP_URL: smtp.url,
      AUTH_RATE_LIMIT: "false",
      // Each visitor context sends its own client address (X-Forwarded-For), as behind a proxy.
      TRUST_PROXY: "true",
      LOG_LEVEL: "warn",
    },
  });
  await expect.poll(async () => (await fetch(`${baseURL}/api/auth/ok`).catch(() => null))?.status ?? 0, { timeout: 120_000 }).toBe(200);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  return {
    baseURL,
    smtp,
    db,
    /** The newest code mailed to `email`. */
    async codeFor(email: string) {
      let code = "";
      await expect.poll(() => (code = /code is (\d{6})/.exec([...smtp.received].reverse().find((m) => m.to === email)?.text ?? "")?.[1] ?? ""), { timeout: 30_000 }).not.toBe("");
      return code;
    },
    async close() {
      await db.end();
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      await smtp.close();
      const cleanup = new pg.Client({ connectionString: ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${dbName} with (force)`);
      await cleanup.end();
    },
  };
}
