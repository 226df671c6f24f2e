import OpenAI from "openai";
import { micrositeContentSchema, type MicrositeContent } from "@/shared/schemas/microsite-content";
import type { AiResponseFormat, ProxySettings } from "../config";
import { AI_SETTINGS, type AiSettings } from "./ai-settings";
import { FALLBACK_FORMAT, parseAnswerJson, refusesFormat, responseFormatParam, type AnswerSchema } from "./response-format";
import { systemClock, type Clock } from "./clock";
import { withoutProhibitedTerms } from "./builtin/prohibited";
import { keepKnownReferences } from "./content-ids";
import type { GenerationInput } from "../page-input/generation-input";
import { priceFor, type PriceOverrides } from "./pricing";
import { buildJudgePrompt, JUDGE_SCHEMA, readJudgeAnswer, type JudgeVerdict } from "./judge";
import { buildPrompt, contentJsonSchema, type ChatMessage } from "./prompt";
import { GenerationError, keyTail, proxyDiagnostics, type AiProvider, type ProviderCheck, type UsageMeter } from "./provider";
import { createRateGovernor, type RateGovernor } from "./rate-governor";
import { readRateLimitHeaders, readRetryAfterMs } from "./rate-limit-headers";
import { recordUsage } from "./usage";
import { proxyClientOptions } from "./proxy-fetch";

export type OpenAiProviderOptions = {
  apiKey: string;
  baseUrl?: string;
  model: string;
  /** Requests in flight at the start (AI_CONCURRENCY); the governor moves between 1 and maxConcurrency. */
  concurrency: number;
  maxConcurrency?: number;
  /** AI_PRICE_* on top of the model's list price. */
  prices?: PriceOverrides;
  settings?: Partial<AiSettings>;
  clock?: Clock;
  /** Told once when a server refuses the configured structured-output format and a simpler one is used. */
  onFormatFallback?: (from: string, to: string) => void;
  /** A governor shared by several providers (tests: two "processes" in one). */
  governor?: RateGovernor;
  /** Outgoing proxy (from config); unset = direct. */
  proxy?: ProxySettings;
  /** The judge pass on every written page (AI_JUDGE: createAiProvider turns it on unless it is false). */
  judge?: boolean;
};

const DEFAULT_BASE_URL = "https://api.openai.com/v1";
const DIRECT: ProxySettings = { httpProxy: "", httpsProxy: "", noProxy: "" };

/** A provider failure turned into the sentence a user sees on the errored microsite. */
export function describeProviderError(error: unknown, baseUrl: string, timeoutMs: number): GenerationError {
  if (error instanceof GenerationError) return error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    const limit = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Math.round(timeoutMs / 1000)} s`;
    return new GenerationError(`The AI provider did not answer within ${limit}`, true);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    // The innermost cause names the refusal ("connect ECONNREFUSED 127.0.0.1:11434"); fetch's own says "fetch failed".
    let cause: unknown = error;
    while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
    cause = (cause as Error).message;
    return new GenerationError(`Could not reach the AI provider at ${baseUrl} (${cause})`, true);
  }
  if (error instanceof OpenAI.APIError && typeof error.status === "number") {
    const status = error.status;
    const detail = (error.error as { message?: string } | undefined)?.message ?? error.message;
    if (status === 401 || status === 403) return new GenerationError(`The AI provider refused the API key (${status}): ${detail}`, false);
    if (status === 404) return new GenerationError(`The AI provider does not know this model or endpoint (404): ${detail}`, false);
    const retryable = status === 408 || status === 409 || status === 429 || status >= 500;
    return new GenerationError(`The AI provider answered ${status}: ${detail}`, retryable);
  }
  return new GenerationError(`AI generation failed: ${(error as Error)?.message ?? String(error)}`, true);
}

/** Any OpenAI-compatible chat-completions API (OpenAI, Azure, Ollama, vLLM...) with structured JSON output. */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider & { governor: RateGovernor; responseFormat: () => AiResponseFormat } {
  const settings: AiSettings = { ...AI_SETTINGS, responseFormat: "json_schema", ...options.settings };
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, "");
  const proxy = options.proxy ?? DIRECT;
  const clock = options.clock ?? systemClock;
  // Retries are ours, not the SDK's: every 429 reaches the governor, and its Retry-After holds back all requests.
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: baseUrl, timeout: settings.timeoutMs, maxRetries: 0, ...proxyClientOptions(baseUrl, proxy) });
  const governor = options.governor ?? createRateGovernor({ initial: options.concurrency, max: options.maxConcurrency ?? options.concurrency, clock });
  const price = priceFor(options.model, options.prices);
  const schema = contentJsonSchema();
  // Shared by every request of this provider: once a server has refused a format, nobody asks it again.
  let format = settings.responseFormat;

  /** One request, retried on 429 (as often as the provider asks, within limits) and on transport errors. */
  const contentAnswer: AnswerSchema = { name: "microsite_content", schema };
  async function complete(messages: ChatMessage[], signal: AbortSignal | undefined, meter: UsageMeter | undefined, answer: AnswerSchema = contentAnswer) {
    // About four characters a token, plus a typical answer: only the first requests pace on this guess.
    const tokens = Math.ceil(messages.reduce((n, m) => n + m.content.length, 0) / 4) + settings.maxTokens / 4;
    let rateLimits = 0;
    let failures = 0;
    for (;;) {
      const asked = format;
      // A page's first request may also be given up while it waits for a turn: its batch ran out of time to send it.
      const startBy = meter?.startBy && !meter.started ? meter.startBy : undefined;
      // A retry, and a page's later requests (its re-write, its judgment), go before pages not yet begun: on a slow
      // one-slot server pages then finish one by one instead of all waiting for every page's first answer.
      const ahead = rateLimits + failures > 0 || meter?.started === true;
      const permit = await governor.acquire(tokens, startBy ? AbortSignal.any([signal, startBy].filter((s) => s !== undefined)) : signal, ahead);
      if (meter) meter.started = true;
      const started = clock.now();
      const timeoutMs = governor.timeoutMs(settings.timeoutMs);
      try {
        const { data, response } = await client.chat.completions
          .create(
            {
              model: options.model,
              messages,
              temperature: settings.temperature,
              max_tokens: settings.maxTokens,
              response_format: responseFormatParam(asked, answer.schema, answer.name),
            },
            { signal, timeout: timeoutMs },
          )
          .withResponse();
        const latencyMs = clock.now() - started;
        const limits = readRateLimitHeaders(response.headers);
        permit.succeeded({ latencyMs, tokens: data.usage?.total_tokens ?? 0, completionTokens: data.usage?.completion_tokens, limits });
        if (meter) recordUsage(meter.usage, data.usage, latencyMs, limits, price);
        return data;
      } catch (error) {
        const status = error instanceof OpenAI.APIError ? error.status : undefined;
        const headers = error instanceof OpenAI.APIError && error.headers ? error.headers : new Headers();
        if (status === 429) {
          permit.rateLimited({ retryAfterMs: readRetryAfterMs(headers, Date.now()), limits: readRateLimitHeaders(headers) });
          rateLimits += 1;
          if (rateLimits <= settings.rateLimitRetries && !signal?.aborted) continue;
          throw error;
        }
        permit.failed({ timedOut: error instanceof OpenAI.APIConnectionTimeoutError });
        const simpler = FALLBACK_FORMAT[asked];
        if (simpler && refusesFormat(error)) {
          // Another request may have fallen back already; only the first one moves the setting.
          if (format === asked) {
            format = simpler;
            options.onFormatFallback?.(asked, simpler);
          }
          continue;
        }
        const transient = describeProviderError(error, baseUrl, timeoutMs).retryable;
        failures += 1;
        if (!transient || failures > settings.maxRetries || signal?.aborted) throw error;
        // Exponential backoff from 0.5 s, capped at 8 s, unless the provider says how long to wait.
        await clock.sleep(readRetryAfterMs(headers, Date.now()) ?? Math.min(8000, 500 * 2 ** (failures - 1)), signal);
      }
    }
  }

  async function askOnce(input: GenerationInput, signal: AbortSignal | undefined, feedback: string[] | undefined, meter: UsageMeter | undefined): Promise<MicrositeContent> {
    const completion = await complete(buildPrompt(input, feedback), signal, meter);
    const text = completion.choices[0]?.message?.content ?? "";
    let parsed: unknown;
    try {
      parsed = parseAnswerJson(text);
    } catch {
      throw new GenerationError("The AI provider returned text that is not valid JSON", true);
    }
    const result = micrositeContentSchema.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      throw new GenerationError(`The AI provider's answer does not match the microsite format (${issue?.path.join(".") || "root"}: ${issue?.message})`, true);
    }
    const known = keepKnownReferences(result.data, input);
    if (!known) throw new GenerationError("The AI provider's answer only referenced stories, FAQ entries or offerings that do not exist", true);
    // A model can slip a prohibited term in; the page must not carry it, and must still fit the schema.
    const clean = micrositeContentSchema.safeParse(withoutProhibitedTerms(known, input.framework.document.contentConstraints.prohibitedTerms));
    if (!clean.success) throw new GenerationError("The AI provider's answer is made of prohibited terms", true);
    return clean.data;
  }

  /** One judgment: an unreadable answer is a failed one (judge.ts); a transport failure throws like a page's. */
  async function judge(input: GenerationInput, content: MicrositeContent, signal?: AbortSignal, meter?: UsageMeter): Promise<JudgeVerdict> {
    try {
      const completion = await complete(buildJudgePrompt(input, content), signal, meter, { name: "page_judgment", schema: JUDGE_SCHEMA as unknown as Record<string, unknown> });
      return readJudgeAnswer(completion.choices[0]?.message?.content ?? "");
    } catch (error) {
      throw describeProviderError(error, baseUrl, settings.timeoutMs);
    }
  }

  return {
    kind: "openai",
    governor,
    responseFormat: () => format,
    ...(options.judge ? { judge } : {}),
    async generate(input, signal, feedback, meter) {
      let lastError: GenerationError | null = null;
      let malformed = false;
      for (let attempt = 0; attempt <= settings.invalidOutputRetries; attempt++) {
        try {
          return await askOnce(input, signal, feedback, meter);
        } catch (error) {
          lastError = describeProviderError(error, baseUrl, settings.timeoutMs);
          // Transport errors were already retried in `complete`; only a malformed answer is worth asking again here.
          malformed = error instanceof GenerationError;
          if (!malformed || signal?.aborted) break;
        }
      }
      // Asked again and still malformed: that is the model's writing, not an outage. Retrying the job later would pay
      // for the same answers again (a slow local model for hours, shown as "Waiting for the AI provider"): the page
      // is held with the reason, and the rep can retry it.
      if (malformed && !signal?.aborted) throw new GenerationError(lastError!.message, false);
      throw lastError!;
    },
    async check(): Promise<ProviderCheck> {
      // The proxy this provider really uses, not whatever the process env says now.
      const diagnostics = { openaiKeyTail: keyTail(options.apiKey), ...proxyDiagnostics(proxy) };
      try {
        const models = await client.models.list({ timeout: 15_000, maxRetries: 0 });
        const ids = models.data.map((m) => m.id);
        const hasModel = ids.includes(options.model);
        return {
          ok: true,
          status: 200,
          message: hasModel
            ? `Reachable: ${baseUrl} answered and model ${options.model} is available.`
            : `Reachable: ${baseUrl} answered, but model ${options.model} is not in its list of ${ids.length} models.`,
          diagnostics,
        };
      } catch (error) {
        const status = error instanceof OpenAI.APIError && typeof error.status === "number" ? error.status : 0;
        return { ok: false, status, message: describeProviderError(error, baseUrl, 15_000).message, diagnostics };
      }
    },
  };
}
