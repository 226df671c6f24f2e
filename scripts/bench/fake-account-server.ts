// The bench's fake OpenAI account in a thread of its own: the launch's CPU work (rendering, quality gates) must not
// stall the account's clock, or a sped-up run would see bursts that never left the client.
import { parentPort, workerData } from "node:worker_threads";
import { scaledClock } from "@/server/ai/clock";
import { startFakeOpenAiServer, type FakeOpenAiOptions } from "@/server/test/ai/fake-openai-server";

const { options, speed, origin } = workerData as { options: FakeOpenAiOptions; speed: number; origin: number };
const fake = await startFakeOpenAiServer({ ...options, clock: scaledClock(speed, origin) });
parentPort!.on("message", async (message: "stats" | "reset" | "close") => {
  if (message === "reset") fake.resetStats();
  if (message === "close") await fake.close();
  // The last request's body and prompt stay here: only the counts cross the thread boundary.
  parentPort!.postMessage({ message, stats: { ...fake.stats, lastBody: null, lastPrompt: "" } });
  if (message === "close") process.exit(0);
});
parentPort!.postMessage({ message: "ready", url: fake.url, apiKey: fake.apiKey });
