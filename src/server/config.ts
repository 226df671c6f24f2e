import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Structured output an OpenAI-compatible server may take: a JSON schema (OpenAI, vLLM, llama.cpp's server), any JSON
 * object (Ollama's "format": "json", older servers), or nothing (the prompt alone describes the shape).
 */
export const AI_RESPONSE_FORMATS = ["json_schema", "json_object", "none"] as const;
export type AiResponseFormat = (typeof AI_RESPONSE_FORMATS)[number];

/** The outgoing proxy the AI provider uses; "" means none. */
export type ProxySettings = { httpProxy: string; httpsProxy: string; noProxy: string };

/** The one reader of HTTP(S)_PROXY / NO_PROXY. Lower case wins when both are set, as in curl and undici. */
export function readProxySettings(env: NodeJS.ProcessEnv): ProxySettings {
  return {
    httpProxy: env.http_proxy || env.HTTP_PROXY || "",
    httpsProxy: env.https_proxy || env.HTTPS_PROXY || "",
    noProxy: env.no_proxy || env.NO_PROXY || "",
  };
}

export type S3StorageOptions = {
  /** The one S3 bucket a self-hoster creates; our logical buckets become key prefixes inside it. */
  bucket: string;
  region: string;
  /** MinIO, R2, Wasabi...; unset = AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Unset = the SDK's default chain (environment, shared config, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Prepended to every key, e.g. "pitchsite/" to share a bucket with other apps. */
  prefix: string;
};

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  APP_URL: z.string().url().optional(),
  MICROSITE_BASE_URL: z.string().optional(),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  AI_MODEL: z.string().default("gpt-4o-mini"),
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(8),
  AI_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(1024).default(64),
  AI_JUDGE: booleanFlag.default(true),
  AI_PRICE_INPUT: z.coerce.number().min(0).optional(),
  AI_PRICE_CACHED_INPUT: z.coerce.number().min(0).optional(),
  AI_PRICE_OUTPUT: z.coerce.number().min(0).optional(),
  AI_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).max(32_000).default(2000),
  AI_RESPONSE_FORMAT: z.enum(AI_RESPONSE_FORMATS, { message: `must be one of ${AI_RESPONSE_FORMATS.join(", ")}` }).default("json_schema"),
  RUN_WORKER: booleanFlag.optional(),
  WEB_PROCESSES: z
    .string()
    .refine((v) => v === "auto" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 64), 'must be a whole number from 1 to 64, or "auto" (one per CPU core)')
    .transform((v) => (v === "auto" ? ("auto" as const) : Number(v)))
    .optional(),
  AUTH_RATE_LIMIT: booleanFlag.default(true),
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
  METRIC_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(120),
  METRIC_RATE_LIMIT_PER_MICROSITE: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: booleanFlag.default(false),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).default(10_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: booleanFlag.default(false),
  /** Hosts whose webhooks get a readable Slack message instead of signed JSON (comma-separated; tests add a local receiver). */
  SLACK_WEBHOOK_HOSTS: z.string().default("hooks.slack.com"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  STORAGE_DRIVER: z.enum(["fs", "s3"]).default("fs"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: "must be an http(s) URL such as http://minio:9000" }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  S3_PREFIX: z.string().default(""),
  /** smtp(s)://user:pass@host:port — workspace invitations go out by email when set (nodemailer). */
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com:465" }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** HubSpot's API root; tests point it at the local hubspot-test-server. */
  HUBSPOT_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.hubapi.com"),
  /** The Salesforce connected app (Consumer Key and Secret); "Connect Salesforce" is offered when both are set. */
  SALESFORCE_CLIENT_ID: z.string().trim().min(1).optional(),
  SALESFORCE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  /** Where reps sign in to Salesforce (https://test.salesforce.com for a sandbox); tests point it at the local salesforce-test-server. */
  SALESFORCE_LOGIN_URL: z.url({ protocol: /^https?$/ }).default("https://login.salesforce.com"),
  /** How often each CRM connection looks for engagement to write back (seconds). */
  CRM_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  DISK_MIN_FREE_MB: z.coerce.number().int().min(0).default(256),
  DISK_MIN_FREE_PERCENT: z.coerce.number().min(0).max(100).default(5),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  micrositeBaseUrl: string;
  /** Set when MICROSITE_BASE_URL was given but is not an absolute URL (spec 5: warn once). */
  micrositeBaseUrlWarning: string | null;
  authSecret: string;
  openaiApiKey: string | undefined;
  openaiBaseUrl: string | undefined;
  aiModel: string;
  /** Requests in flight at the start of a launch; the rate governor moves between 1 and aiMaxConcurrency. */
  aiConcurrency: number;
  aiMaxConcurrency: number;
  /** The AI judge pass on every page written by a provider (AI_JUDGE, default true; the built-in writer has none). */
  aiJudge: boolean;
  /** AI_PRICE_* in US dollars per million tokens; unset parts come from the model's list price. */
  aiPrices: { input?: number; cachedInput?: number; output?: number };
  /** HTTPS_PROXY / HTTP_PROXY / NO_PROXY for the AI provider's requests. */
  aiProxy: ProxySettings;
  /** How long one request to the provider may take (AI_REQUEST_TIMEOUT_MS); a local model on a CPU needs minutes. */
  aiRequestTimeoutMs: number;
  /** max_tokens of one answer (AI_MAX_OUTPUT_TOKENS). */
  aiMaxOutputTokens: number;
  /** The structured-output format asked for first; the provider falls back by itself when a server refuses it. */
  aiResponseFormat: AiResponseFormat;
  runWorker: boolean;
  /**
   * Web processes sharing PORT (node:cluster, one supervisor). 1 on the embedded database, which only one process
   * may open; with DATABASE_URL, WEB_PROCESSES (default 1, "auto" = one per core). The first runs the job worker.
   */
  webProcesses: number;
  /** better-auth's sign-in/sign-up rate limit; only test environments turn it off. */
  authRateLimit: boolean;
  logLevel: string;
  /** Requests per minute one API key may make (each web process counts its own). */
  apiKeyRateLimit: number;
  /**
   * CRM integrations: the HubSpot API root (the local test server in tests), the Salesforce connected app (null
   * when its client id or secret is not set) and the sync interval.
   */
  crm: { hubspotApiUrl: string; salesforce: { clientId: string; clientSecret: string; loginUrl: string } | null; syncIntervalSeconds: number };
  /** /api/log-metric token buckets: events per minute (and burst) per client IP and per microsite. */
  metricRateLimits: { perIp: number; perMicrosite: number };
  /** Behind a reverse proxy: take the client IP from the last X-Forwarded-For entry. */
  trustProxy: boolean;
  /** First webhook retry delay; doubles per attempt. */
  webhookRetryBaseMs: number;
  /** SIGTERM/SIGINT: the process has exited this long after the signal, its work in flight stopped and given back. */
  shutdownGraceMs: number;
  /**
   * Webhooks may target loopback and private-network addresses. Off by default: a user-supplied URL must not
   * make the server call its own admin ports or the cloud metadata service. Turn on for an in-house CRM on the LAN.
   */
  webhookAllowPrivateNetworks: boolean;
  /** Webhook hosts answered with a readable Slack message instead of signed JSON. */
  slackWebhookHosts: string[];
  /** Where uploads and published microsites live: DATA_DIR/storage, or one S3 bucket shared by every process. */
  storage: { driver: "fs" } | { driver: "s3"; s3: S3StorageOptions };
  /**
   * Free space DATA_DIR's disk must keep: max(minFreeMb, minFreePercent of the disk). Below it imports, launches and
   * uploads answer 507, generation waits and the server does not start (the embedded database hangs on a full disk).
   */
  diskMinFree: { minFreeMb: number; minFreePercent: number };
  /** Outgoing email (invitations); null = none, the admin copies the link from Settings → Team. */
  mail: { smtpUrl: string; from: string } | null;
};

/** Reads the secret from DATA_DIR, creating it (mode 600) on first start. */
function loadOrCreateAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function absoluteUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString().replace(/\/+$/, "") : null;
  } catch {
    return null;
  }
}

type Env = z.infer<typeof envSchema>;

function storageSettings(e: Env): Config["storage"] {
  if (e.STORAGE_DRIVER === "fs") return { driver: "fs" };
  if (!e.S3_BUCKET) throw new Error("Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER=s3");
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new Error("Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the AWS default credential chain");
  }
  return {
    driver: "s3",
    s3: {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      // MinIO and most self-hosted servers have no per-bucket DNS names; AWS itself prefers virtual-hosted style.
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
      credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
      prefix: e.S3_PREFIX,
    },
  };
}

/** WEB_PROCESSES resolved: more than one needs PostgreSQL (each process opens the database). */
function webProcesses(e: Env): number {
  const wanted = e.WEB_PROCESSES === "auto" ? availableParallelism() : (e.WEB_PROCESSES ?? 1);
  if (wanted > 1 && !e.DATABASE_URL) {
    if (e.WEB_PROCESSES === "auto") return 1; // "auto" on the embedded database: the one process it allows
    throw new Error(
      `Invalid configuration: WEB_PROCESSES=${wanted} needs DATABASE_URL (PostgreSQL); the embedded database can only be opened by one process`,
    );
  }
  return wanted;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${detail}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const micrositeBase = absoluteUrl(e.MICROSITE_BASE_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    appUrl,
    micrositeBaseUrl: micrositeBase ?? `${appUrl}/site`,
    micrositeBaseUrlWarning:
      e.MICROSITE_BASE_URL && !micrositeBase
        ? `MICROSITE_BASE_URL "${e.MICROSITE_BASE_URL}" is not an absolute URL; using ${appUrl}/site`
        : null,
    authSecret: e.AUTH_SECRET ?? loadOrCreateAuthSecret(dataDir),
    openaiApiKey: e.OPENAI_API_KEY || undefined,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    aiModel: e.AI_MODEL,
    aiConcurrency: e.AI_CONCURRENCY,
    aiMaxConcurrency: Math.max(e.AI_CONCURRENCY, e.AI_MAX_CONCURRENCY),
    aiJudge: e.AI_JUDGE,
    aiPrices: { input: e.AI_PRICE_INPUT, cachedInput: e.AI_PRICE_CACHED_INPUT, output: e.AI_PRICE_OUTPUT },
    aiProxy: readProxySettings(env),
    aiRequestTimeoutMs: e.AI_REQUEST_TIMEOUT_MS,
    aiMaxOutputTokens: e.AI_MAX_OUTPUT_TOKENS,
    aiResponseFormat: e.AI_RESPONSE_FORMAT,
    // Embedded PGlite can only be opened by one process, so its worker must run in-process.
    runWorker: e.RUN_WORKER ?? true,
    webProcesses: webProcesses(e),
    authRateLimit: e.AUTH_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    apiKeyRateLimit: e.API_KEY_RATE_LIMIT,
    crm: {
      hubspotApiUrl: e.HUBSPOT_API_URL.replace(/\/+$/, ""),
      salesforce:
        e.SALESFORCE_CLIENT_ID && e.SALESFORCE_CLIENT_SECRET
          ? { clientId: e.SALESFORCE_CLIENT_ID, clientSecret: e.SALESFORCE_CLIENT_SECRET, loginUrl: e.SALESFORCE_LOGIN_URL.replace(/\/+$/, "") }
          : null,
      syncIntervalSeconds: e.CRM_SYNC_INTERVAL_SECONDS,
    },
    metricRateLimits: { perIp: e.METRIC_RATE_LIMIT_PER_IP, perMicrosite: e.METRIC_RATE_LIMIT_PER_MICROSITE },
    trustProxy: e.TRUST_PROXY,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    webhookAllowPrivateNetworks: e.WEBHOOK_ALLOW_PRIVATE_NETWORKS,
    slackWebhookHosts: e.SLACK_WEBHOOK_HOSTS.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean),
    storage: storageSettings(e),
    diskMinFree: { minFreeMb: e.DISK_MIN_FREE_MB, minFreePercent: e.DISK_MIN_FREE_PERCENT },
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Pitchsite <no-reply@${new URL(appUrl).hostname}>` } : null,
  };
}
