import OpenAI from "openai";
import type { AiResponseFormat } from "../config";

type ResponseFormat = OpenAI.ChatCompletionCreateParams["response_format"];

/** The request's `response_format` for each setting; `none` sends nothing and relies on the prompt's description. */
export function responseFormatParam(format: AiResponseFormat, schema: Record<string, unknown>): ResponseFormat | undefined {
  if (format === "json_schema") return { type: "json_schema", json_schema: { name: "microsite_content", strict: true, schema } };
  if (format === "json_object") return { type: "json_object" };
  return undefined;
}

/** The next, less demanding format after a server refused one. */
export const FALLBACK_FORMAT: Record<AiResponseFormat, AiResponseFormat | null> = { json_schema: "json_object", json_object: "none", none: null };

/**
 * A server that does not take a format says so with a 400 (or 422, or 501) naming it: "response_format type
 * json_schema is not supported", "Unknown response format", "grammar error". Any other 400 is a real error.
 */
export function refusesFormat(error: unknown): boolean {
  if (!(error instanceof OpenAI.APIError) || ![400, 422, 501].includes(error.status ?? 0)) return false;
  const detail = `${(error.error as { message?: string } | undefined)?.message ?? ""} ${error.message}`;
  return /response[_ ]?format|json[_ ]?schema|json[_ ]?object|structured output|grammar/i.test(detail);
}

/**
 * The JSON object in an answer. Without a schema a model may wrap it in a Markdown fence or a sentence, so the
 * outermost braces are tried when the whole text is not JSON. Throws SyntaxError when there is none.
 */
export function parseAnswerJson(text: string): unknown {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed);
  } catch (error) {
    const start = trimmed.indexOf("{");
    const end = trimmed.lastIndexOf("}");
    if (start < 0 || end <= start) throw error;
    return JSON.parse(trimmed.slice(start, end + 1));
  }
}
