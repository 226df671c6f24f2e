import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { systemClock, type Clock } from "@/server/ai/clock";
import { promptTokenIds, textTokenCount } from "@/server/ai/tokens";
import { createAccountLimiter, type AccountLimits } from "./fake-rate-limits";
import { judgeAnswerText, styled, type JudgeAnswer, type PageStyle } from "./fake-answers";
import { createPromptCache } from "./fake-prompt-cache";

export type FakeFailure = "server-error" | "rate-limit" | "invalid-json" | "hang";

export type FakeOpenAiOptions = {
  /** Added before every answer, like a real model's time to first token. */
  latencyMs?: number;
  /** Generation time per completion token, so a longer answer takes longer. */
  msPerCompletionToken?: number;
  /** The account's requests and tokens per minute; unset = unlimited. */
  limits?: AccountLimits | null;
  /** false: a provider that sends no x-ratelimit-* and no Retry-After (a proxy in front of vLLM, say). */
  rateLimitHeaders?: boolean;
  /** Latency and limits run on this clock; tests and the bench pass a scaled one. */
  clock?: Clock;
  /** Share of chat requests (0-1) that fail with `failureKind`, chosen by a seeded sequence so runs repeat. */
  failureRate?: number;
  failureKind?: FakeFailure;
  /** Every chat request fails with this (the provider is down for the whole run). */
  alwaysFail?: FakeFailure | null;
  apiKey?: string;
  models?: string[];
  /** response_format types this server refuses with a 400, as Ollama and older servers refuse json_schema. */
  refusedFormats?: Array<"json_schema" | "json_object">;
  /** What the pages say: readable English (default), schema-valid token soup, or another language (fake-answers.ts). */
  pageStyle?: PageStyle;
  /** The judge's answer (a request for the "page_judgment" format): a pass, a fail naming a claim, or token soup. */
  judgeAnswer?: JudgeAnswer;
  /** Ports 3200-3299 are ours on this machine; the server takes the first free one. */
  portRange?: [number, number];
};

const emptyStats = () => ({
  chatRequests: 0,
  /** Of the chat requests, those asking for a judgment of a page. */
  judgeRequests: 0,
  failures: 0,
  rateLimited: 0,
  answered: 0,
  /** Answers to a prompt this server had already answered: a page paid for twice (issue 11). */
  repeatedAnswers: 0,
  /** When each repeated prompt was first answered and asked again: a fault test tells answers in flight at a crash from kept ones. */
  repeats: [] as Array<{ firstAnsweredAt: number; againAt: number }>,
  promptTokens: 0,
  cachedTokens: 0,
  completionTokens: 0,
  maxInFlight: 0,
  /** Clock times of the first request and the last answer: the span the account was busy. */
  firstRequestAt: null as number | null,
  lastAnswerAt: null as number | null,
});

/**
 * A real HTTP server on 127.0.0.1 that speaks enough of the OpenAI chat-completions API for our provider:
 * POST /v1/chat/completions (structured JSON answers built from the prompt) and GET /v1/models. It behaves like an
 * account: RPM/TPM limits with x-ratelimit-* headers and 429 + Retry-After (see fake-rate-limits), usage with
 * cached_tokens for a prompt prefix it served before, latency growing with the answer's length, plus failure
 * injection. Tests and benchmarks use it; nothing reaches the internet.
 */
export async function startFakeOpenAiServer(initial: FakeOpenAiOptions = {}) {
  const options: FakeOpenAiOptions = {
    latencyMs: 0,
    msPerCompletionToken: 0,
    limits: null,
    rateLimitHeaders: true,
    clock: systemClock,
    failureRate: 0,
    failureKind: "server-error",
    alwaysFail: null,
    apiKey: "sk-test-fake-key-1234",
    models: ["fake-model"],
    pageStyle: "readable",
    judgeAnswer: "pass",
    ...initial,
  };
  const stats = { ...emptyStats(), inFlight: 0, lastPrompt: "", lastBody: null as Record<string, unknown> | null };
  let sequence = 0;
  // Prompt -> clock time of its first usable answer.
  const answeredPrompts = new Map<string, number>();
  const hanging = new Set<ServerResponse>();
  const cache = createPromptCache();
  let limiter = options.limits ? createAccountLimiter(options.limits, options.clock!.now()) : null;

  const server: Server = createServer(async (req, res) => {
    if (req.headers.authorization !== `Bearer ${options.apiKey}`) return json(res, 401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } });
    if (req.method === "GET" && req.url?.endsWith("/models")) return json(res, 200, { object: "list", data: options.models!.map((id) => ({ id, object: "model", owned_by: "fake" })) });
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) return json(res, 404, { error: { message: "Not found" } });
    const body = JSON.parse(await readBody(req)) as ChatBody;
    stats.chatRequests += 1;
    stats.firstRequestAt ??= options.clock!.now();
    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    stats.lastBody = body;
    const promptText = body.messages.map((m) => m.content).join("\n");
    stats.lastPrompt = promptText;
    const format = body.response_format?.type;
    if (format && options.refusedFormats?.includes(format as "json_schema")) {
      stats.inFlight -= 1;
      return json(res, 400, { error: { message: `response_format type ${format} is not supported by this server`, type: "invalid_request_error", param: "response_format" } });
    }
    try {
      const clock = options.clock!;
      const prompt = await promptTokenIds(body.messages, body.response_format?.json_schema?.schema ?? {});
      const judging = body.response_format?.json_schema?.name === "page_judgment";
      if (judging) stats.judgeRequests += 1;
      const answer = judging ? judgeAnswerText(options.judgeAnswer!) : JSON.stringify(styled(contentFor(promptText), options.pageStyle!));
      const completionTokens = await textTokenCount(answer);
      const admission = limiter?.admit(clock.now(), prompt.length + completionTokens);
      const limitHeaders = admission && options.rateLimitHeaders ? admission.headers : {};
      if (admission && !admission.ok) {
        stats.rateLimited += 1;
        const retry: Record<string, string> = options.rateLimitHeaders ? { "retry-after": String(Math.ceil(admission.retryAfterMs / 1000)), "retry-after-ms": String(admission.retryAfterMs) } : {};
        const message = `Rate limit reached for ${body.model} on ${admission.reason}. Please try again in ${admission.retryAfterMs}ms.`;
        return json(res, 429, { error: { message, type: "requests", code: "rate_limit_exceeded" } }, { ...limitHeaders, ...retry });
      }
      await clock.sleep((options.latencyMs ?? 0) + (options.msPerCompletionToken ?? 0) * completionTokens);
      sequence += 1;
      // Golden-ratio sequence: evenly spread, repeatable failures at the requested rate.
      const failure = options.alwaysFail ?? ((sequence * 0.618033988749895) % 1 < (options.failureRate ?? 0) ? options.failureKind! : null);
      if (failure) stats.failures += 1;
      if (failure === "hang") {
        hanging.add(res);
        res.on("close", () => hanging.delete(res));
        return;
      }
      if (failure === "server-error") return json(res, 503, { error: { message: "The server is overloaded", type: "server_error" } });
      if (failure === "rate-limit") return json(res, 429, { error: { message: "Rate limit reached", type: "rate_limit" } }, { "retry-after-ms": "10" });
      // Without a response_format a model answers as it likes: here, the JSON inside a sentence and a Markdown fence.
      const content = failure === "invalid-json" ? "Sure! Here is your page: {headline: oops" : format ? answer : `Here is the page:\n\n\`\`\`json\n${answer}\n\`\`\``;
      // The cache fills once a prompt has been processed: requests sent together all miss it.
      const cachedTokens = cache.lookup(prompt);
      cache.remember(prompt);
      stats.answered += 1;
      const promptKey = createHash("sha256").update(promptText).digest("base64");
      // Only a usable answer counts: asking again after an invalid one is not paying twice for the same page.
      const firstAnsweredAt = answeredPrompts.get(promptKey);
      if (!failure && firstAnsweredAt !== undefined) {
        stats.repeatedAnswers += 1;
        stats.repeats.push({ firstAnsweredAt, againAt: clock.now() });
      } else if (!failure) answeredPrompts.set(promptKey, clock.now());
      stats.lastAnswerAt = clock.now();
      stats.promptTokens += prompt.length;
      stats.cachedTokens += cachedTokens;
      stats.completionTokens += completionTokens;
      json(
        res,
        200,
        {
          id: `chatcmpl-${sequence}`,
          object: "chat.completion",
          created: Math.floor(clock.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content, refusal: null }, finish_reason: "stop", logprobs: null }],
          usage: {
            prompt_tokens: prompt.length,
            completion_tokens: completionTokens,
            total_tokens: prompt.length + completionTokens,
            prompt_tokens_details: { cached_tokens: cachedTokens },
          },
        },
        limitHeaders,
      );
    } finally {
      stats.inFlight -= 1;
    }
  });

  // Load the tokenizer now, so that the first request is not the slow one.
  await textTokenCount("");
  const [from, to] = options.portRange ?? [3200, 3299];
  const port = await listenInRange(server, from, to);
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey: options.apiKey!,
    stats,
    /** Change latency, limits or failures between tests; new limits start a fresh account. */
    configure(next: Partial<FakeOpenAiOptions>) {
      Object.assign(options, next);
      if ("limits" in next || "clock" in next) limiter = options.limits ? createAccountLimiter(options.limits, options.clock!.now()) : null;
    },
    resetStats() {
      Object.assign(stats, emptyStats());
      answeredPrompts.clear();
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAiServer = Awaited<ReturnType<typeof startFakeOpenAiServer>>;

type ChatBody = {
  model: string;
  messages: Array<{ role: "system" | "user"; content: string }>;
  response_format?: { type?: string; json_schema?: { name?: string; schema?: Record<string, unknown> } };
};

export async function listenInRange(server: Server, from: number, to: number): Promise<number> {
  const start = from + Math.floor(Math.random() * (to - from + 1));
  for (let i = 0; i <= to - from; i++) {
    const port = from + ((start - from + i) % (to - from + 1));
    const ok = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false));
      server.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (ok) return (server.address() as AddressInfo).port;
  }
  throw new Error(`No free port between ${from} and ${to}`);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (data += chunk));
    req.on("end", () => resolve(data));
    req.on("error", reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** A plausible answer built from the prompt (block plan, ids, contact), so tests can see the inputs travel through. */
function contentFor(prompt: string) {
  const field = (label: string) => new RegExp(`^- ${label}: (.*)$`, "m").exec(prompt)?.[1]?.trim();
  const section = (name: string) => prompt.split(`## ${name}`)[1]?.split("\n## ")[0] ?? "";
  const ids = (name: string) => [...section(name).matchAll(/^- id ([^:\s]+):/gm)].map((m) => m[1]);
  const first = field("First name") ?? "there";
  const company = prompt.split("## Contact")[1] ? (/^- Company: (.*)$/m.exec(prompt.split("## Contact")[1])?.[1] ?? "your company") : "your company";
  const industry = field("Industry") ?? "your industry";
  const offeringId = /set offeringId to ([^\s.]+)\./.exec(prompt)?.[1] ?? ids("Offerings")[0] ?? null;
  const kinds = [...section("Block plan").matchAll(/^- (\w+)/gm)].map((m) => m[1]);
  const blocks = (kinds.length > 0 ? kinds : ["text"]).flatMap((kind): Array<Record<string, unknown>> => {
    const heading = `${kind} for ${company}`;
    if (kind === "problem") return [{ kind, heading, paragraphs: [`What slows ${industry} teams down.`], points: ["A first point"] }];
    if (kind === "outcomes") return [{ kind, heading, intro: "", stats: [], points: ["A result"] }];
    if (kind === "steps") return [{ kind, heading, steps: [{ title: "Call", body: "A short call." }, { title: "Plan", body: "A plan." }] }];
    if (kind === "proof") return ids("Customer stories").length > 0 ? [{ kind, heading, storyIds: ids("Customer stories").slice(0, 3) }] : [];
    if (kind === "faq") return ids("FAQ").length > 0 ? [{ kind, heading, faqIds: ids("FAQ").slice(0, 6) }] : [];
    if (kind === "offer") return offeringId ? [{ kind, heading, body: "Why it fits.", offeringId }] : [];
    return [{ kind: "text", heading, paragraphs: ["More about us."] }];
  });
  return {
    headline: `${first}, a sharper plan for ${company}`,
    subheadline: `Written for ${industry} teams like ${company}.`,
    intro: `Hi ${first}, we looked at how ${company} works and put this together for you.`,
    blocks,
    closing: { heading: `Let's talk about ${company}.`, body: `Thanks for reading, ${first}.` },
    ctaLabel: "Book a call",
    offeringId,
  };
}
