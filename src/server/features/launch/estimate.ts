import { and, eq, getTableColumns, inArray, isNull, or, sql } from "drizzle-orm";
import { NO_CONTACTS_MESSAGE, type LaunchEstimate } from "@/shared/schemas/launch";
import { writeBuiltinContent } from "@/server/ai/builtin/builtin-writer";
import type { GenerationInput } from "@/server/page-input/generation-input";
import { buildJudgePrompt, judgeAnswerText, JUDGE_SCHEMA } from "@/server/ai/judge";
import { costUsd, priceFor } from "@/server/ai/pricing";
import { buildPrompt, contentJsonSchema, type ChatMessage } from "@/server/ai/prompt";
import { LIMIT_MARGIN } from "@/server/ai/rate-governor";
import { messageTokenCount, REPLY_PRIMING_TOKENS, textTokenCount } from "@/server/ai/tokens";
import type { Database } from "@/server/db/client";
import { owned, type Scope } from "@/server/db/owner";
import { campaignContacts, campaigns, contacts, microsites } from "@/server/db/schema";
import type { AppDeps } from "../deps";
import { ApiError, notFound } from "@/server/http/errors";
import { pageGenerationInput } from "@/server/jobs/generate-microsites";
import { createContextLoader } from "@/server/jobs/generation-context";
import { providerHistory, type ProviderHistory } from "./provider-history";

// Prompts of this many contacts are tokenized; a larger launch is extrapolated from them (contacts differ by a few
// dozen tokens in a prompt of ~2,000, so the average settles long before this).
const SAMPLE = 200;
// Before any run on this model: a typical answer time for one page.
const DEFAULT_LATENCY_MS = 8000;
// Pages of the sample written by the built-in writer to size the answers (microseconds each; the average settles fast).
const ANSWER_SAMPLE = 20;
// The built-in writer's measured pace on the embedded database (ARCHITECTURE 7).
const BUILTIN_PAGES_PER_SECOND = 300;
// OpenAI caches a prompt prefix from 1,024 tokens on, in steps of 128.
const CACHE_MIN = 1024;
const CACHE_STEP = 128;

type Deps = Pick<AppDeps, "db" | "ai" | "config">;

/** The contacts a launch would write a page for: no microsite yet, or one still pending or errored. */
function toWrite(db: Database, ownerId: string, campaignId: string) {
  const pending = or(isNull(microsites.id), inArray(microsites.status, ["pending", "error"]));
  return db
    .select({ contact: getTableColumns(contacts), count: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(campaignContacts)
    .innerJoin(contacts, and(eq(contacts.id, campaignContacts.contactId), eq(contacts.userId, ownerId)))
    .leftJoin(microsites, and(eq(microsites.campaignId, campaignContacts.campaignId), eq(microsites.contactId, contacts.id)))
    .where(and(eq(campaignContacts.campaignId, campaignId), pending))
    .orderBy(sql`md5(${contacts.id}::text)`)
    .limit(SAMPLE);
}

const tenths = (seconds: number) => Math.round(seconds * 10) / 10;

const cacheable = (prefixTokens: number) => (prefixTokens < CACHE_MIN ? 0 : CACHE_MIN + Math.floor((prefixTokens - CACHE_MIN) / CACHE_STEP) * CACHE_STEP);

/** Seconds for `requests` requests of `tokensPerRequest` tokens, and what that figure rests on. */
export function estimateDuration(deps: Pick<Deps, "config">, pages: number, requests: number, tokensPerRequest: number, history: ProviderHistory | null): Pick<LaunchEstimate, "estimated_seconds" | "time_basis"> {
  const latency = (history?.latencyMsPerRequest ?? DEFAULT_LATENCY_MS) / 1000;
  if (history?.limitRequests || history?.limitTokens) {
    // The rate governor paces just under the published limits, with at most AI_MAX_CONCURRENCY requests in flight.
    const perSecond = Math.min(
      history.limitRequests ? (history.limitRequests * LIMIT_MARGIN) / 60 : Infinity,
      history.limitTokens ? (history.limitTokens * LIMIT_MARGIN) / 60 / tokensPerRequest : Infinity,
      deps.config.aiMaxConcurrency / latency,
    );
    return { estimated_seconds: tenths(requests / perSecond + latency), time_basis: "limits" };
  }
  if (history?.pagesPerSecond) return { estimated_seconds: tenths(pages / history.pagesPerSecond), time_basis: "recent-runs" };
  // Any answer measured on this model beats the first guess: its latency, at the concurrency a launch settles on.
  const seconds = tenths((requests * latency) / deps.config.aiConcurrency + latency);
  return { estimated_seconds: seconds, time_basis: history ? "measured-latency" : "default" };
}

/** Tokens of a chat request: its structured-output schema, its messages and the reply priming (tokens.ts). */
async function requestTokens(messages: ChatMessage[], schema: unknown): Promise<number> {
  let tokens = (await textTokenCount(JSON.stringify(schema))) + REPLY_PRIMING_TOKENS;
  for (const message of messages) tokens += await messageTokenCount(message);
  return tokens;
}

/**
 * Before any history, what a page of this framework really is for these contacts: the answer JSON the framework's
 * block plan asks for, written by the built-in writer (the same blocks, ids and sender facts a model is given), and
 * the judgment of it (its prompt reads that page's copy; a passing verdict is its answer). Averages per page.
 */
async function expectedAnswers(inputs: GenerationInput[]) {
  let page = 0;
  let judgePrompt = 0;
  for (const input of inputs) {
    const content = writeBuiltinContent(input);
    page += await textTokenCount(JSON.stringify(content));
    judgePrompt += await requestTokens(buildJudgePrompt(input, content), JUDGE_SCHEMA);
  }
  return { pageCompletion: page / inputs.length, judgePrompt: judgePrompt / inputs.length, judgeCompletion: await textTokenCount(judgeAnswerText(true)) };
}

/**
 * POST /api/launch-campaign with dry_run (issue 14 item 3): nothing is created. Tokens come from the real prompts of
 * a sample of the contacts (o200k tokenizer), completion length and latency from this key's recent pages on the model,
 * time from the account's published limits when a recent answer carried them.
 */
export async function estimateLaunch(deps: Deps, scope: Scope, campaignId: string): Promise<LaunchEstimate> {
  const [campaign] = await deps.db
    .select({ id: campaigns.id, ownerId: campaigns.userId })
    .from(campaigns)
    .where(owned(campaigns, scope, eq(campaigns.id, campaignId)))
    .limit(1);
  if (!campaign) throw notFound("Campaign not found");
  const [{ linked }] = await deps.db
    .select({ linked: sql<number>`count(*)`.mapWith(Number) })
    .from(campaignContacts)
    .innerJoin(contacts, and(eq(contacts.id, campaignContacts.contactId), eq(contacts.userId, campaign.ownerId)))
    .where(eq(campaignContacts.campaignId, campaignId));
  if (linked === 0) throw new ApiError(400, NO_CONTACTS_MESSAGE);
  const sample = await toWrite(deps.db, campaign.ownerId, campaignId);
  const pages = sample[0]?.count ?? 0;
  const zero = { estimated_prompt_tokens: 0, estimated_cached_tokens: 0, estimated_completion_tokens: 0, estimated_tokens: 0, estimated_cost_usd: 0 };
  if (deps.ai.kind === "builtin" || pages === 0) {
    return { contacts: pages, ...zero, estimated_seconds: tenths(pages / BUILTIN_PAGES_PER_SECOND), writer: deps.ai.kind, model: deps.ai.kind === "builtin" ? null : deps.config.aiModel, priced: true, time_basis: "builtin" };
  }

  const context = await createContextLoader(deps.db).campaign(campaignId);
  if (!context) throw notFound("Campaign not found");
  // Every prompt of a launch shares all but its last message (prompt.ts), so that part is counted once.
  const inputs = sample.map(({ contact }) => pageGenerationInput(context, contact, campaignId));
  const prompts = inputs.map((input) => buildPrompt(input));
  const shared = prompts[0].slice(0, -1);
  let prefixTokens = await textTokenCount(JSON.stringify(contentJsonSchema()));
  for (const message of shared) prefixTokens += await messageTokenCount(message);
  let contactTokens = 0;
  for (const prompt of prompts) contactTokens += (await messageTokenCount(prompt.at(-1)!)) + REPLY_PRIMING_TOKENS;
  const promptPerRequest = prefixTokens + contactTokens / prompts.length;

  const history = await providerHistory(deps.db, deps.config.aiModel);
  const judged = Boolean(deps.ai.judge);
  // A judged run's history counts one judgment per page among its requests.
  const requests = pages * Math.max(1, (history?.requestsPerPage ?? (judged ? 2 : 1)) - (judged ? 1 : 0));
  const expected = await expectedAnswers(inputs.slice(0, ANSWER_SAMPLE));
  const completionPerRequest = history?.completionTokensPerRequest ?? expected.pageCompletion;
  const judgeCompletion = history ? completionPerRequest : expected.judgeCompletion;
  // The rate governor sends the first request alone: every later one finds the shared prefix in the provider's cache.
  const cachedRequests = Math.max(0, requests - 1);
  const usage = {
    promptTokens: Math.round(requests * promptPerRequest + (judged ? pages * expected.judgePrompt : 0)),
    cachedTokens: Math.round(cachedRequests * cacheable(prefixTokens)),
    completionTokens: Math.round(requests * completionPerRequest + (judged ? pages * judgeCompletion : 0)),
  };
  const price = priceFor(deps.config.aiModel, deps.config.aiPrices);
  return {
    contacts: pages,
    estimated_tokens: usage.promptTokens + usage.completionTokens,
    estimated_cost_usd: Math.round(costUsd(usage, price) * 1e6) / 1e6,
    ...estimateDuration(deps, pages, requests + (judged ? pages : 0), promptPerRequest + completionPerRequest, history),
    writer: "openai",
    model: deps.config.aiModel,
    estimated_prompt_tokens: usage.promptTokens,
    estimated_cached_tokens: usage.cachedTokens,
    estimated_completion_tokens: usage.completionTokens,
    priced: price !== null,
  };
}
