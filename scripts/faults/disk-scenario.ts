import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { apiClient } from "./api";
import { notableLines } from "./kill-scenario";
import { sleep, spawnProcess, stopGracefully, untilLine, type LogLine } from "./processes";
import { seedScenario } from "./seed";

const MB = 1024 * 1024;

export type DiskReport = {
  name: string;
  database: "PGlite" | "PostgreSQL";
  startRefused: { exitCode: number | null; message: string | null; seconds: number };
  refusals: Array<{ action: string; status: number; message: string }>;
  answeredWhileFull: boolean;
  afterFreeing: Array<{ action: string; status: number }>;
  launchCompleted: boolean;
  sigtermSeconds: number | null;
  logLines: string[];
};

function mountTmpfs(sizeMb: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pitchsite-faults-disk-"));
  execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m`, "tmpfs", dir]);
  return dir;
}

function unmount(dir: string) {
  execFileSync("umount", [dir]);
  rmSync(dir, { recursive: true, force: true });
}

/**
 * The data directory on a small tmpfs. 60 MB with the default threshold: the server must refuse to start and say why.
 * 200 MB with DISK_MIN_FREE_MB=64, then filled to ~40 MB free: import, launch and upload answer 507 with the free
 * space, the server keeps answering and stops on SIGTERM; once space is freed the same requests go through.
 */
export async function runDiskScenario(o: { env: Record<string, string>; databaseUrl: string | null }): Promise<DiskReport> {
  const lines: LogLine[] = [];
  const small = mountTmpfs(60);
  let startRefused: DiskReport["startRefused"];
  try {
    const t = Date.now();
    const proc = spawnProcess("server-60MB", "main", { ...o.env, DATA_DIR: small }, lines);
    const exitCode = await proc.exited;
    startRefused = { exitCode, message: lines.find((l) => /cannot start/.test(l.msg))?.msg ?? null, seconds: (Date.now() - t) / 1000 };
  } finally {
    unmount(small);
  }

  const dir = mountTmpfs(200);
  try {
    const env: Record<string, string> = { ...o.env, DATA_DIR: dir, DISK_MIN_FREE_MB: "64" };
    const seeded = await seedScenario(env, 20);
    const proc = spawnProcess("server-200MB", "main", env, lines);
    await untilLine(proc, /^Pitchsite is running on/);
    const api = apiClient(env.APP_URL, seeded.cookie);
    const filler = path.join(dir, "filler.bin");
    const s = statfsSync(dir);
    writeFileSync(filler, Buffer.alloc(Math.max(0, s.bavail * s.bsize - 40 * MB)));

    const rows = { contacts: [{ email: "late@example.com", first_name: "Late", last_name: "Comer", company: "Acme" }] };
    const form = new FormData();
    form.append("file", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "logo.png", { type: "image/png" }));
    const upload = () => fetch(new URL("/api/uploads/brand-logos", env.APP_URL), { method: "POST", headers: { cookie: seeded.cookie }, body: form });
    const requests: Array<[string, () => Promise<{ status: number; body: unknown }>]> = [
      ["import", () => api.call(`/api/campaigns/${seeded.campaignId}/contacts`, { method: "POST", body: rows })],
      ["launch", () => api.call("/api/launch-campaign", { method: "POST", body: { campaignId: seeded.campaignId } })],
      ["upload", async () => {
        const res = await upload();
        return { status: res.status, body: await res.json() };
      }],
    ];
    const refusals: DiskReport["refusals"] = [];
    for (const [action, send] of requests) {
      const res = await send();
      refusals.push({ action, status: res.status, message: (res.body as { error?: string }).error ?? JSON.stringify(res.body) });
    }
    const answeredWhileFull = (await api.call(`/api/campaign-status?campaignId=${seeded.campaignId}`)).status === 200;

    rmSync(filler);
    const afterFreeing: DiskReport["afterFreeing"] = [];
    for (const [action, send] of requests.slice(0, 2)) afterFreeing.push({ action, status: (await send()).status });
    let launchCompleted = false;
    for (let i = 0; i < 600 && !launchCompleted; i++) {
      const res = await api.call(`/api/campaign-status?campaignId=${seeded.campaignId}`);
      launchCompleted = (res.body as { status?: string }).status === "completed";
      if (!launchCompleted) await sleep(200);
    }
    const stopped = await stopGracefully(proc, 30_000);
    return {
      name: "data directory on a small tmpfs",
      database: o.databaseUrl ? "PostgreSQL" : "PGlite",
      startRefused,
      refusals,
      answeredWhileFull,
      afterFreeing,
      launchCompleted,
      sigtermSeconds: stopped === null ? null : stopped / 1000,
      logLines: notableLines(lines),
    };
  } finally {
    unmount(dir);
  }
}
