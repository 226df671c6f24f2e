import { describe, expect, it } from "vitest";
import { checkAiProvider } from "./check-ai-provider";

const answer = (status: number, body: string, type = "application/json") =>
  (async () => new Response(body, { status, headers: { "content-type": type } })) as unknown as typeof fetch;

const builtin = {
  ok: true,
  status: 200,
  message: "Using the built-in writer (no OPENAI_API_KEY set): microsites are written offline, no AI provider is called.",
  diagnostics: { openaiKeyTail: null, hasHttpProxy: false, hasHttpsProxy: true, noProxySample: "localhost,127.0.0.1" },
};

describe("checkAiProvider", () => {
  it("reads a reachable provider with its diagnostics and keeps the raw answer", async () => {
    const result = await checkAiProvider(answer(200, JSON.stringify(builtin)));
    expect(result).toMatchObject({ ok: true, status: 200, message: builtin.message, diagnostics: builtin.diagnostics, raw: builtin });
  });

  it("passes on an unreachable provider as the server describes it", async () => {
    const down = { ...builtin, ok: false, status: 401, message: "Incorrect API key", diagnostics: { ...builtin.diagnostics, openaiKeyTail: "x9Qz" } };
    const result = await checkAiProvider(answer(200, JSON.stringify(down)));
    expect(result).toMatchObject({ ok: false, status: 401, message: "Incorrect API key", diagnostics: { openaiKeyTail: "x9Qz" } });
  });

  it("reads the signed-out answer: the verdict and a generic message, no diagnostics", async () => {
    const anonymous = { ok: true, status: 200, message: "The AI provider is reachable. Sign in to see the diagnostics.", diagnostics: null };
    const result = await checkAiProvider(answer(200, JSON.stringify(anonymous)));
    expect(result).toMatchObject({ ...anonymous, raw: anonymous });
  });

  it("treats a non-JSON body as failure, showing what came back", async () => {
    const result = await checkAiProvider(answer(502, "<html>Bad Gateway</html>", "text/html"));
    expect(result).toMatchObject({ ok: false, status: 502, message: "openai-check returned non-JSON (502)", diagnostics: null, raw: "<html>Bad Gateway</html>" });
  });

  it("treats an answer of the wrong shape or an unreachable server as failure", async () => {
    const limited = await checkAiProvider(answer(429, JSON.stringify({ error: "Too many requests, try again in a minute" })));
    expect(limited).toMatchObject({ ok: false, status: 429, message: "Too many requests, try again in a minute", diagnostics: null });
    const offline = await checkAiProvider((async () => Promise.reject(new TypeError("Failed to fetch"))) as unknown as typeof fetch);
    expect(offline).toMatchObject({ ok: false, status: 0, message: "Could not reach the server: Failed to fetch" });
  });
});
