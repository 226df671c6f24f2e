import pg from "pg";
import { openPostgres } from "@/server/db/client";
import { BROWSER_UA, seedMicrosite, visitTraffic } from "@/server/test/metrics/metrics-fixtures";
import { apiClient } from "./api";
import { READY_SERVER, READY_WORKER } from "./kill-scenario";
import { sleep, spawnProcess, stopGracefully, untilLine, type LogLine, type Proc } from "./processes";
import { seedScenario } from "./seed";

export type ConnectionReport = {
  pages: number;
  published: number;
  launchStatus: string;
  kills: { duringLaunch: number; duringBurst: number };
  /** Processes that exited before they were asked to, and the exit codes of those asked to. */
  unexpectedExits: Array<{ name: string; code: number | null }>;
  stopCodes: Array<{ name: string; code: number | null }>;
  requests: { sent: number; refused: number };
  countsExact: boolean;
  counted: Array<{ views: number; clicks: number; expectedViews: number; expectedClicks: number }>;
  totalSeconds: number;
};

const KILLER = "pitchsite-faults-killer";

/** Ends every connection of the app's processes to its database (not this one's). */
async function terminateBackends(databaseUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: databaseUrl, application_name: KILLER });
  await admin.connect();
  try {
    const killed = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name <> $1 and pid <> pg_backend_pid()", [KILLER]);
    return killed.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

/**
 * PostgreSQL only: one web process and one worker; during a launch and during a page-view and beacon burst every
 * connection they hold is terminated, again and again. Expected: no process exits, the launch completes, and the views
 * and clicks counted are exactly what the traffic holds.
 */
export async function runConnectionScenario(o: { env: Record<string, string>; databaseUrl: string; contacts: number }): Promise<ConnectionReport> {
  const started = Date.now();
  const env: Record<string, string> = { ...o.env, TRUST_PROXY: "true", METRIC_RATE_LIMIT_PER_IP: "1000000", METRIC_RATE_LIMIT_PER_MICROSITE: "1000000" };
  const seeded = await seedScenario(env, o.contacts);
  const handle = openPostgres(o.databaseUrl, { max: 2 });
  if (handle.kind !== "postgres") throw new Error("The connection scenario needs PostgreSQL");
  const sites: Array<Awaited<ReturnType<typeof seedMicrosite>>> = [];
  for (let i = 0; i < 5; i++) sites.push(await seedMicrosite(handle.db, seeded.userId));

  const lines: LogLine[] = [];
  const web = spawnProcess("server", "main", { ...env, RUN_WORKER: "false" }, lines);
  await untilLine(web, READY_SERVER);
  const worker = spawnProcess("worker", "worker", env, lines);
  await untilLine(worker, READY_WORKER);
  const procs: Proc[] = [web, worker];
  const api = apiClient(env.APP_URL, seeded.cookie);

  // The launch: the connections go each time another tenth of the pages is done.
  const { runId } = await api.launch(seeded.campaignId);
  let duringLaunch = 0;
  let lastTenth = -1;
  let status = await api.status(runId);
  while (status?.status !== "completed" && status?.status !== "failed") {
    if (status && Math.floor(status.percent / 10) > lastTenth && status.percent < 100) {
      lastTenth = Math.floor(status.percent / 10);
      if ((await terminateBackends(o.databaseUrl)) > 0) duringLaunch += 1;
    }
    if (procs.some((p) => p.child.exitCode !== null)) break;
    await sleep(100);
    status = await api.status(runId);
  }

  // The burst: each visitor loads the page, then sends its beacons; the connections go every 500 requests.
  const { requests, expected } = visitTraffic(sites, 4000, 80);
  const loads = [...new Map(requests.filter((r) => (r.body as { type: string }).type === "view").map((r) => [`${r.address}/${r.siteIndex}`, r])).values()];
  let sent = 0;
  let refused = 0;
  let duringBurst = 0;
  const send = async (path: string, address: string, body?: unknown) => {
    const res = await fetch(new URL(path, env.APP_URL), {
      method: body === undefined ? "GET" : "POST",
      headers: { "user-agent": BROWSER_UA, "x-forwarded-for": address, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch(() => null);
    await res?.arrayBuffer();
    if (!res || (res.status !== 200 && res.status !== 204)) refused += 1;
    sent += 1;
    if (sent % 500 === 0 && (await terminateBackends(o.databaseUrl)) > 0) duringBurst += 1;
  };
  const inParallel = async <T>(items: T[], one: (item: T) => Promise<void>) => {
    let next = 0;
    await Promise.all(Array.from({ length: 32 }, async () => {
      while (next < items.length) await one(items[next++]);
    }));
  };
  await inParallel(loads, (r) => send(`/site/${sites[r.siteIndex].microsite.slug}`, r.address));
  await inParallel(requests, (r) => send("/api/log-metric", r.address, r.body));

  const unexpectedExits = procs.filter((p) => p.child.exitCode !== null).map((p) => ({ name: p.name, code: p.child.exitCode }));
  // A view is held a moment (a sub-second exit may still unmask a scanner), then counted by the web process's next
  // write: read until the counts are what the traffic holds, for at most 30 s.
  const readCounts = async () => {
    const rows = (
      await handle.pool.query<{ contact_id: string; metric_type: string; samples: number }>(
        "select contact_id, metric_type, sum(samples)::float8 as samples from campaign_metrics where source = 'human' group by contact_id, metric_type",
      )
    ).rows;
    return sites.map((site, i) => {
      const of = (type: string) => rows.find((r) => r.contact_id === site.contact.id && r.metric_type === type)?.samples ?? 0;
      return { views: of("view"), clicks: of("click"), expectedViews: expected[i].views, expectedClicks: expected[i].clicks };
    });
  };
  const exact = (c: Awaited<ReturnType<typeof readCounts>>) => c.every((x) => x.views === x.expectedViews && x.clicks === x.expectedClicks);
  const deadline = Date.now() + 30_000;
  let counted = await readCounts();
  while (!exact(counted) && Date.now() < deadline) {
    await sleep(250);
    counted = await readCounts();
  }
  const stopCodes: ConnectionReport["stopCodes"] = [];
  for (const p of procs) {
    await stopGracefully(p);
    stopCodes.push({ name: p.name, code: await p.exited });
  }
  const published = await handle.pool.query<{ n: number }>("select count(*)::int as n from campaign_microsites where campaign_id = $1 and status = 'completed'", [seeded.campaignId]);
  await handle.close();
  return {
    pages: o.contacts,
    published: published.rows[0].n,
    launchStatus: status?.status ?? "unknown",
    kills: { duringLaunch, duringBurst },
    unexpectedExits,
    stopCodes,
    requests: { sent, refused },
    countsExact: exact(counted),
    counted,
    totalSeconds: (Date.now() - started) / 1000,
  };
}
