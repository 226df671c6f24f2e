// CPU time of server processes from /proc (Linux): read before and after a run, the difference is what serving
// cost. null elsewhere.
import { readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux architecture Node supports

function readProc(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** The process and its direct children (nginx's master and workers). */
export function processFamily(pid: number): number[] {
  const children = readProc(`/proc/${pid}/task/${pid}/children`)?.trim();
  return [pid, ...(children ? children.split(/\s+/).map(Number) : [])];
}

/** User + system CPU seconds the processes used so far, or null when /proc cannot tell. */
export function cpuSeconds(pids: number[]): number | null {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readProc(`/proc/${pid}/stat`);
    if (!stat) return null;
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th of the whole line.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}
