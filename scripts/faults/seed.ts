import { readdirSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { createApp } from "@/server/app";
import { loadConfig } from "@/server/config";
import { aiUsage, microsites } from "@/server/db/schema";
import { createLogger } from "@/server/logger";
import { startServices } from "@/server/services";
import { seedCampaign } from "@/server/test/launch-fixtures";

/** A user signed up through the real route (its session cookie works against the spawned server) and a seeded campaign. */
export async function seedScenario(env: Record<string, string>, contacts: number) {
  const config = loadConfig(env);
  const services = await startServices(config, createLogger("silent"));
  try {
    const app = createApp(services.deps, { clientDir: path.join(config.dataDir, "no-client") });
    const email = `faults-${Date.now()}@example.com`;
    const res = await app.request(new URL("/api/auth/sign-up/email", config.appUrl).toString(), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Fault Tester", email, password: "correct-horse-battery", firstName: "Fault", lastName: "Tester" }),
    });
    if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
    const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
    const { user } = (await res.json()) as { user: { id: string } };
    const { campaign } = await seedCampaign(services.deps.db, user.id, { contacts, brand: true });
    return { cookie, userId: user.id, campaignId: campaign.id };
  } finally {
    await services.close();
  }
}

export function countFiles(dir: string, suffix: string): number {
  try {
    return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(suffix)).length;
  } catch {
    return 0;
  }
}

/** What the run left behind, read from the database once every process is stopped (temp files counted before opening it). */
export async function countOutcome(env: Record<string, string>, campaignId: string) {
  const config = loadConfig(env);
  const storageDir = path.join(config.dataDir, "storage", "microsites");
  const tmpFiles = countFiles(path.join(config.dataDir, "storage"), ".tmp");
  const htmlFiles = countFiles(storageDir, ".html");
  const services = await startServices(config, createLogger("silent"));
  try {
    const db = services.deps.db;
    const [row] = await db
      .select({
        rows: sql<number>`count(*)`.mapWith(Number),
        contacts: sql<number>`count(distinct ${microsites.contactId})`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${microsites.status} = 'completed')`.mapWith(Number),
        errored: sql<number>`count(*) filter (where ${microsites.status} = 'error')`.mapWith(Number),
        attempts: sql<number>`coalesce(sum(${microsites.attempts}), 0)`.mapWith(Number),
        runId: sql<string>`max(${microsites.runId}::text)`,
      })
      .from(microsites)
      .where(eq(microsites.campaignId, campaignId));
    const [usage] = await db
      .select({ requests: sql<number>`coalesce(sum(${aiUsage.requests}), 0)`.mapWith(Number) })
      .from(aiUsage)
      .where(eq(aiUsage.runId, row.runId));
    return { ...row, htmlFiles, tmpFiles, billedRequests: usage.requests };
  } finally {
    await services.close();
  }
}
