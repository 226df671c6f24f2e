import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";
import { isAlive, safeHostname } from "../process/liveness";
import type { Storage } from "../storage/storage";
import type { JobQueue } from "./queue";
import { microsites, workerProcesses } from "../db/schema";

export type RegistrySettings = { heartbeatSeconds: number; deadAfterSeconds: number };
type Identity = { host: string; pid: number; isAlive: (pid: number) => boolean };

export const newWorkerId = (host = safeHostname(), pid = process.pid) => `${host}:${pid}:${randomBytes(4).toString("hex")}`;

/** Registers (or re-registers, if others thought it dead) this process and refreshes its heartbeat. */
export async function heartbeat(db: Database, id: string, who: Pick<Identity, "host" | "pid">): Promise<void> {
  await db.execute(
    sql`INSERT INTO ${workerProcesses} (id, hostname, pid) VALUES (${id}, ${who.host}, ${who.pid})
        ON CONFLICT (id) DO UPDATE SET heartbeat_at = now()`,
  );
}

export async function unregister(db: Database, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM ${workerProcesses} WHERE id = ${id}`);
}

/**
 * Declares dead every other worker that stopped heartbeating, or whose pid is gone from this machine (a kill -9 is
 * seen at once), and takes over the pages their claims held: released, marked as recovering, queued again. Claims of
 * workers no longer registered at all (a crash between the two steps) are taken over too. Two live workers doing
 * this at once each take different pages: the UPDATE is atomic per row.
 */
export async function takeOverDeadWorkers(db: Database, queue: JobQueue, selfId: string, settings: RegistrySettings, who: Identity): Promise<Array<{ worker: string; pages: number }>> {
  const others = await queryRows<{ id: string; hostname: string; pid: number; silent: boolean }>(
    db,
    sql`SELECT id, hostname, pid, heartbeat_at < now() - make_interval(secs => ${settings.deadAfterSeconds}) AS silent
        FROM ${workerProcesses} WHERE id <> ${selfId}`,
  );
  const dead = others.filter((w) => w.silent || (w.hostname === who.host && w.pid !== who.pid && !who.isAlive(w.pid))).map((w) => w.id);
  if (dead.length > 0) await db.execute(sql`DELETE FROM ${workerProcesses} WHERE id = ANY(${sql.param(dead)}::text[])`);
  const pages = await queryRows<{ id: string; recovered_from: string }>(
    db,
    sql`UPDATE ${microsites} m
        SET claim_token = NULL, claimed_at = NULL, claimed_by = NULL, recovered_from = m.claimed_by, updated_at = now()
        WHERE m.status = 'pending' AND m.claimed_by IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM ${workerProcesses} w WHERE w.id = m.claimed_by)
        RETURNING m.id, m.recovered_from`,
  );
  await queue.enqueueGeneration(pages.map((p) => p.id));
  const byWorker = new Map<string, number>(dead.map((id) => [id, 0]));
  for (const page of pages) byWorker.set(page.recovered_from, (byWorker.get(page.recovered_from) ?? 0) + 1);
  return [...byWorker].map(([worker, count]) => ({ worker, pages: count }));
}

/**
 * This process's place in the registry: registers now, heartbeats every `heartbeatSeconds` and takes over the work
 * of dead workers at the same pace (and once at start, so a restart recovers what its crashed predecessor held).
 */
export async function startWorkerRegistry(deps: { db: Database; queue: JobQueue; logger: Logger; storage: Storage }, settings: RegistrySettings, who: Identity = { host: safeHostname(), pid: process.pid, isAlive }) {
  const { db, queue, logger } = deps;
  const id = newWorkerId(who.host, who.pid);
  const tick = async () => {
    await heartbeat(db, id, who);
    const dead = await takeOverDeadWorkers(db, queue, id, settings, who);
    for (const { worker, pages } of dead) {
      logger.warn({ deadWorker: worker, pages, by: id }, `worker ${worker} died; took over its ${pages} page${pages === 1 ? "" : "s"} in progress`);
    }
    // The dead worker's half-written files need not wait for the hourly sweep.
    if (dead.length > 0 && deps.storage.sweepTemporaryFiles) {
      const removed = await deps.storage.sweepTemporaryFiles();
      if (removed > 0) logger.info({ removed }, "removed leftover temporary files of interrupted writes");
    }
  };
  await tick();
  // One tick at a time: a slow database must not pile them up.
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= tick()
      .catch((error) => logger.error({ err: error }, "worker heartbeat failed"))
      .finally(() => (running = null));
  }, settings.heartbeatSeconds * 1000);
  return {
    id,
    async stop() {
      clearInterval(timer);
      await running;
      await unregister(db, id);
    },
  };
}
