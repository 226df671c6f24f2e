import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";
import { heartbeatLoop, startLoops } from "../process/in-process-loops";
import { isAlive, safeHostname } from "../process/liveness";
import type { Storage } from "../storage/storage";
import { sweepLeftoverTempFiles } from "../storage/temp-file-sweeper";
import { takeOverDeadWorkersJob } from "./job-payloads";
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

/** The other workers that stopped heartbeating, or whose pid is gone from this machine (a kill -9 is seen at once). */
async function deadWorkers(db: Database, selfId: string, settings: RegistrySettings, who: Identity): Promise<string[]> {
  const others = await queryRows<{ id: string; hostname: string; pid: number; silent: boolean }>(
    db,
    sql`SELECT id, hostname, pid, heartbeat_at < now() - make_interval(secs => ${settings.deadAfterSeconds}) AS silent
        FROM ${workerProcesses} WHERE id <> ${selfId}`,
  );
  return others.filter((w) => w.silent || (w.hostname === who.host && w.pid !== who.pid && !who.isAlive(w.pid))).map((w) => w.id);
}

/**
 * Declares dead every other worker that stopped heartbeating, or whose pid is gone from this machine, and takes over the pages their claims held: released, marked as recovering, queued again. Claims of
 * workers no longer registered at all (a crash between the two steps) are taken over too. Two live workers doing
 * this at once each take different pages: the UPDATE is atomic per row.
 */
export async function takeOverDeadWorkers(db: Database, queue: JobQueue, selfId: string, settings: RegistrySettings, who: Identity): Promise<Array<{ worker: string; pages: number }>> {
  const dead = await deadWorkers(db, selfId, settings, who);
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

type RegistryDeps = { db: Database; queue: JobQueue; logger: Logger; storage: Storage };
const thisProcess = (): Identity => ({ host: safeHostname(), pid: process.pid, isAlive });

/** takeOverDeadWorkers, logged; the dead workers' half-written files are swept at once (they need not wait an hour). */
export async function takeOverAndReport(deps: RegistryDeps, selfId: string, settings: RegistrySettings, who: Identity = thisProcess()): Promise<void> {
  const { logger } = deps;
  const dead = await takeOverDeadWorkers(deps.db, deps.queue, selfId, settings, who);
  for (const { worker, pages } of dead) {
    logger.warn({ deadWorker: worker, pages, by: selfId }, `worker ${worker} died; took over its ${pages} page${pages === 1 ? "" : "s"} in progress`);
  }
  if (dead.length > 0) await sweepLeftoverTempFiles(deps.storage, logger);
}

/**
 * This process's place in the registry: registers now and heartbeats every `heartbeatSeconds` (an in-process loop:
 * only this process can say it is alive). It takes over the work of dead workers once at start, so a restart recovers
 * what its crashed predecessor held. After that the take-over-dead-workers job does it: every minute, and at once when
 * a heartbeat sees a worker dead, so work resumes within seconds.
 */
export async function startWorkerRegistry(deps: RegistryDeps, settings: RegistrySettings, who: Identity = thisProcess()) {
  const { db, logger } = deps;
  const id = newWorkerId(who.host, who.pid);
  await heartbeat(db, id, who);
  await takeOverAndReport(deps, id, settings, who);
  const beat = async () => {
    await heartbeat(db, id, who);
    if ((await deadWorkers(db, id, settings, who)).length > 0) await deps.queue.boss.send(takeOverDeadWorkersJob.name, {});
  };
  const loops = startLoops([heartbeatLoop(beat, settings.heartbeatSeconds)], logger);
  return {
    id,
    async stop() {
      await loops.stop();
      await unregister(db, id);
    },
  };
}
