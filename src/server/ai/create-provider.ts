import type { Config } from "../config";
import type { AiSettings } from "./ai-settings";
import { createBuiltinWriter } from "./builtin/builtin-writer";
import { createOpenAiProvider } from "./openai-provider";
import type { AiProvider } from "./provider";

/** OpenAI-compatible provider when a key is configured, else the offline built-in writer. */
export function createAiProvider(config: Pick<Config, "openaiApiKey" | "openaiBaseUrl" | "aiModel" | "aiConcurrency" | "aiMaxConcurrency" | "aiPrices" | "aiProxy"> & Partial<Pick<Config, "aiJudge">>, settings?: Partial<AiSettings>): AiProvider {
  if (!config.openaiApiKey) return createBuiltinWriter();
  return createOpenAiProvider({
    apiKey: config.openaiApiKey,
    baseUrl: config.openaiBaseUrl,
    model: config.aiModel,
    concurrency: config.aiConcurrency,
    maxConcurrency: config.aiMaxConcurrency,
    prices: config.aiPrices,
    settings,
    proxy: config.aiProxy,
    judge: config.aiJudge ?? true,
  });
}
