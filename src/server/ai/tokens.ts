import type { ChatMessage } from "./prompt";

type Tokenizer = typeof import("gpt-tokenizer/encoding/o200k_base");

// The BPE table is a few megabytes: loaded on first use, not when the server starts.
let tokenizer: Promise<Tokenizer> | null = null;
const load = () => (tokenizer ??= import("gpt-tokenizer/encoding/o200k_base"));

/**
 * Tokens a chat request sends, in the order the provider reads them: the structured-output schema (OpenAI places it
 * in front of the system message, and bills and caches it as prompt), then each message with its framing tokens,
 * then the reply priming. o200k_base is the encoding of every current OpenAI chat model; for other models it is an
 * estimate, which is all a cost forecast needs.
 */
export async function promptTokenIds(messages: ChatMessage[], schema: Record<string, unknown>): Promise<number[]> {
  const { encode, encodeChat } = await load();
  return [...encode(JSON.stringify(schema)), ...encodeChat(messages, "gpt-4o")];
}

/** Token count of one message as part of a chat (content plus framing), so counts add up message by message. */
export async function messageTokenCount(message: ChatMessage): Promise<number> {
  const { encodeChat } = await load();
  // encodeChat adds 3 reply-priming tokens once per chat; they belong to the chat, not to this message.
  return encodeChat([message], "gpt-4o").length - REPLY_PRIMING_TOKENS;
}

export const REPLY_PRIMING_TOKENS = 3;

export async function textTokenCount(text: string): Promise<number> {
  const { encode } = await load();
  return encode(text).length;
}
