import { hostname } from "node:os";

/** Whether a process with this pid exists on this machine (EPERM: it exists but belongs to someone else). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** This machine's name as it may appear in a file name: letters, digits and dashes. */
export function safeHostname(name = hostname()): string {
  return name.replace(/[^A-Za-z0-9-]/g, "-").slice(0, 63) || "host";
}
