import type { Logger } from "pino";
import type { Config } from "../config";
import type { AiSettings } from "./ai-settings";
import { createBuiltinWriter } from "./builtin/builtin-writer";
import { createOpenAiProvider } from "./openai-provider";
import type { AiProvider } from "./provider";

/** OpenAI-compatible provider when a key is configured, else the offline built-in writer. */
type AiConfig = Pick<Config, "openaiApiKey" | "openaiBaseUrl" | "aiModel" | "aiConcurrency" | "aiMaxConcurrency" | "aiPrices" | "aiProxy" | "aiRequestTimeoutMs" | "aiMaxOutputTokens" | "aiResponseFormat">;

export function createAiProvider(config: AiConfig, settings?: Partial<AiSettings>, logger?: Logger): AiProvider {
  if (!config.openaiApiKey) return createBuiltinWriter();
  return createOpenAiProvider({
    apiKey: config.openaiApiKey,
    baseUrl: config.openaiBaseUrl,
    model: config.aiModel,
    concurrency: config.aiConcurrency,
    maxConcurrency: config.aiMaxConcurrency,
    prices: config.aiPrices,
    settings: { timeoutMs: config.aiRequestTimeoutMs, maxTokens: config.aiMaxOutputTokens, responseFormat: config.aiResponseFormat, ...settings },
    proxy: config.aiProxy,
    onFormatFallback: (from, to) => logger?.warn({ from, to }, `The AI provider refused response_format ${from}; using ${to} (set AI_RESPONSE_FORMAT=${to} to skip the first try)`),
  });
}
