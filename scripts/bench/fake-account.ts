import { once } from "node:events";
import { Worker } from "node:worker_threads";
import type { FakeOpenAiOptions, FakeOpenAiServer } from "@/server/test/ai/fake-openai-server";

type Stats = FakeOpenAiServer["stats"];

/** Starts the fake account in its own thread (fake-account-server.ts) on a clock `speed` times real time from `origin`. */
export async function startFakeAccountThread(options: Omit<FakeOpenAiOptions, "clock">, speed: number, origin: number) {
  const worker = new Worker(new URL("./fake-account-thread.mjs", import.meta.url), { workerData: { options, speed, origin } });
  const [ready] = (await once(worker, "message")) as [{ url: string; apiKey: string }];
  const ask = async (message: "stats" | "reset" | "close"): Promise<Stats> => {
    worker.postMessage(message);
    const [answer] = (await once(worker, "message")) as [{ stats: Stats }];
    return answer.stats;
  };
  return { url: ready.url, apiKey: ready.apiKey, stats: () => ask("stats"), resetStats: () => ask("reset"), close: () => ask("close") };
}
