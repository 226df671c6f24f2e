import pg from "pg";
import { launchRecoveryText } from "@/client/features/launch/launch-text";
import type { FakeOpenAiServer } from "@/server/test/ai/fake-openai-server";
import { apiClient, type ApiClient } from "./api";
import { kill9, sleep, spawnProcess, stopGracefully, untilLine, type LogLine, type Proc } from "./processes";
import { countOutcome, seedScenario } from "./seed";

export type KillPoint = { atPercent: number; takeoverMs: number | null; resumeMs: number | null; deadClaims: number | null; restartMs: number | null };

export type ScenarioReport = {
  name: string;
  database: "PGlite" | "PostgreSQL";
  pages: number;
  lost: number;
  duplicated: number;
  errored: number;
  providerAnswers: number;
  /** Prompts asked again although their first answer was sent more than IN_FLIGHT_MS before any kill. */
  repeatedProviderCalls: number;
  /** Answers the fake sent in the last moments before a kill (on the wire or not yet stored), asked again: how many, and the widest gap. */
  inFlightAskedAgain: { count: number; maxGapMs: number };
  billedRequests: number;
  kills: KillPoint[];
  leftoverTmpFiles: number;
  logLines: string[];
  userMessages: string[];
  totalSeconds: number;
};

export const READY_SERVER = /^Pitchsite is running on/;
export const READY_WORKER = /^Pitchsite worker is running/;
const TAKEOVER = /died; took over its/;
// An answer sent this shortly before a kill may never have reached the process (or not yet been stored).
const IN_FLIGHT_MS = 1000;

type Options = { name: string; env: Record<string, string>; contacts: number; fake: FakeOpenAiServer; databaseUrl: string | null; killAt: number[] };

/**
 * Launches a campaign through the API and kill -9s at each of `killAt` percent. Embedded: the one server process is
 * killed and started again at once. PostgreSQL: a web process and two workers; at the first point a worker is killed
 * (the other must take its pages over), at the next a third worker starts and another is killed.
 */
export async function runKillScenario(o: Options): Promise<ScenarioReport> {
  const started = Date.now();
  o.fake.resetStats();
  const seeded = await seedScenario(o.env, o.contacts);
  const lines: LogLine[] = [];
  const api = apiClient(o.env.APP_URL, seeded.cookie);
  const messages = new Set<string>();
  const procs: Proc[] = [];
  let count = 0;
  const start = async (script: "main" | "worker", env: Record<string, string> = {}) => {
    count += 1;
    const proc = spawnProcess(`${script === "main" ? "server" : "worker"}-${count}`, script, { ...o.env, ...env }, lines);
    procs.push(proc);
    await untilLine(proc, script === "main" ? READY_SERVER : READY_WORKER);
    return proc;
  };
  const embedded = o.databaseUrl === null;
  let web = await start("main", embedded ? {} : { RUN_WORKER: "false" });
  const workers = embedded ? [web] : [await start("worker"), await start("worker")];

  const { runId } = await api.launch(seeded.campaignId);
  const watch = (s: Awaited<ReturnType<ApiClient["status"]>>) => {
    if (!s) return;
    const text = launchRecoveryText({ phase: "running", progress: { ...s, recovering: s.recovering } });
    if (text) messages.add(text);
  };
  const untilPercent = async (percent: number) => {
    for (;;) {
      const s = await api.status(runId);
      watch(s);
      if (s && (s.percent >= percent || s.status === "completed")) return s;
      await sleep(100);
    }
  };

  const kills: KillPoint[] = [];
  const killTimes: number[] = [];
  for (const [i, percent] of o.killAt.entries()) {
    const before = await untilPercent(percent);
    if (before.status === "completed") break;
    const victim = workers.shift()!;
    const deadClaims = embedded ? null : await claimsOf(o.databaseUrl!, victim.child.pid!);
    const linesBefore = lines.length;
    const killedAt = await kill9(victim);
    killTimes.push(killedAt);
    let resumeMs: number | null = null;
    let restartMs: number | null = null;
    if (embedded) {
      web = await start("main");
      restartMs = Date.now() - killedAt;
      workers.push(web);
      // The restarted server goes on: the first poll that sees more pages done than at the kill.
      for (;;) {
        const s = await api.status(runId);
        watch(s);
        if (s && (s.processed > before.processed || s.status === "completed")) break;
        await sleep(50);
      }
      resumeMs = Date.now() - killedAt;
    } else {
      if (i > 0) workers.push(await start("worker"));
      resumeMs = await untilClaimsMove(o.databaseUrl!, victim.child.pid!, deadClaims!, killedAt, () => api.status(runId).then(watch));
    }
    const takeover = lines.slice(linesBefore).find((l) => TAKEOVER.test(l.msg));
    kills.push({ atPercent: percent, takeoverMs: takeover ? takeover.at - killedAt : null, resumeMs, deadClaims: deadClaims?.length ?? null, restartMs });
  }
  for (;;) {
    const s = await api.status(runId);
    watch(s);
    if (s && (s.status === "completed" || s.status === "failed")) break;
    await sleep(200);
  }
  for (const proc of procs) await stopGracefully(proc);
  const outcome = await countOutcome(o.env, seeded.campaignId);
  // Distance of each repeated prompt's first answer from the nearest kill: sent just before it (still on the wire or not
  // yet stored) or just after it (to a dead process), it never reached the app.
  const gaps = o.fake.stats.repeats.map((r) => Math.min(...killTimes.map((k) => Math.abs(k - r.firstAnsweredAt))));
  const inFlight = gaps.filter((g) => g <= IN_FLIGHT_MS);
  return {
    name: o.name,
    database: embedded ? "PGlite" : "PostgreSQL",
    pages: o.contacts,
    lost: o.contacts - outcome.completed,
    duplicated: outcome.rows - outcome.contacts + Math.max(0, outcome.htmlFiles - outcome.completed),
    errored: outcome.errored,
    providerAnswers: o.fake.stats.answered,
    repeatedProviderCalls: gaps.length - inFlight.length,
    inFlightAskedAgain: { count: inFlight.length, maxGapMs: Math.round(Math.max(0, ...inFlight)) },
    billedRequests: outcome.billedRequests,
    kills,
    leftoverTmpFiles: outcome.tmpFiles,
    logLines: notableLines(lines),
    userMessages: [...messages],
    totalSeconds: (Date.now() - started) / 1000,
  };
}

/** The pages a worker process holds, by its pid (its worker id is host:pid:random). */
async function claimsOf(databaseUrl: string, pid: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM campaign_microsites WHERE status = 'pending' AND claimed_by LIKE $1`, [`%:${pid}:%`]);
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** Time from the kill until the first page the dead worker held is claimed by another worker or finished. */
async function untilClaimsMove(databaseUrl: string, pid: number, ids: string[], killedAt: number, poll: () => Promise<unknown>): Promise<number | null> {
  if (ids.length === 0) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query<{ moved: number }>(
        `SELECT count(*)::int AS moved FROM campaign_microsites WHERE id = ANY($1::uuid[]) AND (status <> 'pending' OR (claimed_by IS NOT NULL AND claimed_by NOT LIKE $2))`,
        [ids, `%:${pid}:%`],
      );
      if (rows[0].moved > 0) return Date.now() - killedAt;
      await poll();
      await sleep(50);
    }
  } finally {
    await client.end();
  }
}

/** Warnings, errors and the fault-handling lines, each message once with how often it came. */
export function notableLines(lines: LogLine[]): string[] {
  const notable = /took over|temporary files|disk|sweep|cannot start|shutting down/i;
  const seen = new Map<string, { count: number; example: string }>();
  for (const line of lines) {
    if (line.level < 40 && !notable.test(line.msg)) continue;
    const key = line.msg.replace(/\d+/g, "n").replace(/worker \S+ died/, "worker … died");
    const entry = seen.get(key) ?? { count: 0, example: `[${line.source}] ${line.msg}` };
    entry.count += 1;
    seen.set(key, entry);
  }
  return [...seen.values()].map((e) => (e.count > 1 ? `${e.example}  (x${e.count})` : e.example));
}
