import { createServer, type Server } from "node:http";
import path from "node:path";
import { getLlama, LlamaCompletion, type Llama, type LlamaGrammar, type LlamaModel } from "node-llama-cpp";
import { listenInRange } from "./ai/fake-openai-server";

/** The tiny random-weights Llama the project's tests run on a real engine (shared/models/README.md). */
export const TINY_MODEL_PATH = path.resolve(process.cwd(), "../shared/models/llama-2-tiny-random.gguf");

export type LlamaServerOptions = {
  /** false: a server that ignores response_format (the model writes free text). */
  grammars?: boolean;
  /** Caps that let a random model close its JSON: each string's length and each array's items under a grammar. */
  maxStringLength?: number;
  maxItems?: number;
  /** Completion tokens when a request sets no max_tokens. */
  maxTokens?: number;
};

type JsonNode = Record<string, unknown>;

/**
 * A schema a llama.cpp grammar can follow: node-llama-cpp maps `anyOf` to null (so it becomes `oneOf`), and a
 * random model never closes a string or an array on its own (so strings and arrays get caps).
 */
function grammarSchema(node: unknown, caps: { maxStringLength: number; maxItems: number }): unknown {
  if (Array.isArray(node)) return node.map((n) => grammarSchema(n, caps));
  if (!node || typeof node !== "object") return node;
  const out: JsonNode = {};
  for (const [key, value] of Object.entries(node)) {
    if (["$schema", "additionalProperties", "minLength", "minItems", "maxLength", "maxItems", "pattern", "format"].includes(key)) continue;
    out[key === "anyOf" ? "oneOf" : key] = grammarSchema(value, caps);
  }
  if (out.type === "string" && !out.enum && !out.const) out.maxLength = caps.maxStringLength;
  if (out.type === "array") {
    out.maxItems = caps.maxItems;
    out.minItems = Math.min(1, caps.maxItems);
  }
  return out;
}

/**
 * A local llama.cpp-backed OpenAI-compatible test server: node-llama-cpp's prebuilt CPU engine serving a GGUF model
 * on 127.0.0.1 through POST /v1/chat/completions and GET /v1/models. One slot, like a llama.cpp server started with
 * one: requests wait their turn. `response_format` json_schema becomes a real JSON-schema grammar (json_object: any
 * JSON; none: free text). For tests and `npm run bench -- local-model` only.
 */
export async function startLlamaCppOpenAiServer(options: LlamaServerOptions = {}) {
  const settings = { grammars: true, maxStringLength: 24, maxItems: 1, maxTokens: 256, ...options };
  process.env.NODE_LLAMA_CPP_SKIP_DOWNLOAD = "true";
  const llama: Llama = await getLlama({ gpu: false, build: "never" });
  const model: LlamaModel = await llama.loadModel({ modelPath: TINY_MODEL_PATH });
  const context = await model.createContext({ contextSize: 4096 });
  const completion = new LlamaCompletion({ contextSequence: context.getSequence() });
  const grammars = new Map<string, LlamaGrammar>();
  const modelId = path.basename(TINY_MODEL_PATH, ".gguf");
  // abandoned: requests whose client gave up (timed out) before their answer. Of those, `abandonedQueued` had
  // arrived while the slot was taken: lost to the client's own queueing; the others waited for nothing but the model.
  const stats = { requests: 0, answers: [] as string[], formats: [] as string[], abandoned: 0, abandonedQueued: 0, busyMs: 0 };
  let holding = 0;
  let slot: Promise<unknown> = Promise.resolve();

  async function grammarFor(format: { type?: string; json_schema?: { schema?: unknown } } | undefined): Promise<LlamaGrammar | undefined> {
    if (!settings.grammars || !format || format.type === "text") return undefined;
    const schema = format.type === "json_schema" ? grammarSchema(format.json_schema?.schema ?? {}, settings) : { type: "object", properties: {} };
    const key = JSON.stringify(schema);
    let grammar = grammars.get(key);
    if (!grammar) {
      grammar = await llama.createGrammarForJsonSchema(schema as Parameters<Llama["createGrammarForJsonSchema"]>[0]);
      grammars.set(key, grammar);
    }
    return grammar;
  }

  async function answer(body: { messages: Array<{ role: string; content: string }>; max_tokens?: number; response_format?: { type?: string; json_schema?: { schema?: unknown } } }, signal: AbortSignal) {
    // The tiny model's context holds 4,096 tokens: the end of a long prompt (the contact and the ask) is kept.
    const prompt = body.messages.map((m) => `${m.role}: ${m.content}`).join("\n").slice(-6000) + "\nassistant:";
    stats.formats.push(body.response_format?.type ?? "none");
    const grammar = await grammarFor(body.response_format);
    const text = await completion.generateCompletion(prompt, { grammar, signal, maxTokens: Math.min(body.max_tokens ?? settings.maxTokens, settings.maxTokens), temperature: 0.8, seed: 7 });
    const promptTokens = model.tokenize(prompt).length;
    return { text, promptTokens, completionTokens: model.tokenize(text).length };
  }

  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method === "GET" && req.url?.endsWith("/models")) return send(200, { object: "list", data: [{ id: modelId, object: "model", owned_by: "llama.cpp" }] });
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) return send(404, { error: { message: "Not found" } });
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (raw += chunk));
    // Like llama.cpp's server: a client that hangs up frees the slot instead of leaving it generating for nobody.
    const hangUp = new AbortController();
    res.on("close", () => {
      if (!res.writableEnded) hangUp.abort(new Error("client closed the connection"));
    });
    req.on("end", () => {
      stats.requests += 1;
      const queued = holding > 0;
      holding += 1;
      const lost = () => {
        stats.abandoned += 1;
        if (queued) stats.abandonedQueued += 1;
      };
      const turn = slot.then(async () => {
        if (hangUp.signal.aborted) throw hangUp.signal.reason;
        const started = performance.now();
        try {
          return await answer(JSON.parse(raw), hangUp.signal);
        } finally {
          stats.busyMs += performance.now() - started;
        }
      });
      slot = turn.catch(() => undefined);
      void turn.finally(() => (holding -= 1)).catch(() => undefined);
      turn.then(
        ({ text, promptTokens, completionTokens }) => {
          if (res.destroyed || res.writableEnded || req.socket.destroyed) return lost();
          stats.answers.push(text);
          send(200, {
            id: `chatcmpl-${stats.requests}`,
            object: "chat.completion",
            created: Math.floor(Date.now() / 1000),
            model: modelId,
            choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
            usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
          });
        },
        (error: Error) => {
          if (hangUp.signal.aborted) lost();
          else send(500, { error: { message: error.message } });
        },
      );
    });
  });
  const port = await listenInRange(server, 3471, 3479);
  return {
    url: `http://127.0.0.1:${port}/v1`,
    apiKey: "sk-local-llama",
    model: modelId,
    stats,
    /** Switch grammars on or off between tests (off: a server that ignores response_format). */
    configure(next: Partial<LlamaServerOptions>) {
      Object.assign(settings, next);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await context.dispose();
      await model.dispose();
      await llama.dispose();
    },
  };
}
