import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";

/** A fault the next matching requests get instead of (or after) their normal answer. */
export type InjectedFault = {
  status: number;
  /** The CRM's error code in the answer, where it has one (Salesforce: REQUEST_LIMIT_EXCEEDED, INVALID_FIELD…). */
  errorCode?: string;
  /** Seconds in a Retry-After header (429). */
  retryAfter?: number;
  /** Only requests whose "METHOD /path" contains this. */
  match?: string;
  /** Carry the request out first, then answer the fault: "it failed" while it did happen (a 5xx after creation). */
  afterEffect?: boolean;
  /** How many requests get it (default 1). */
  times?: number;
};

export type CallRecord = { method: string; path: string; status: number };

/** Fault injection and a call log shared by the HubSpot and Salesforce test servers. */
export function createFaultPlan() {
  const faults: Array<InjectedFault & { left: number }> = [];
  const calls: CallRecord[] = [];
  return {
    calls,
    inject(fault: InjectedFault) {
      faults.push({ ...fault, left: fault.times ?? 1 });
    },
    /** The fault this request gets, if any (counted down). */
    take(method: string, path: string): InjectedFault | null {
      const key = `${method} ${path}`;
      const index = faults.findIndex((f) => f.left > 0 && (!f.match || key.includes(f.match)));
      if (index < 0) return null;
      const fault = faults[index];
      fault.left -= 1;
      if (fault.left === 0) faults.splice(index, 1);
      return fault;
    },
    pending: () => faults.reduce((sum, f) => sum + f.left, 0),
  };
}

/** Serves a Hono app on 127.0.0.1 and `port` (a free one by default). */
export async function listenOnLoopback(app: Hono, port = 0): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: "127.0.0.1", port }, () => resolve(s));
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
