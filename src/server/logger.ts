import pino from "pino";

export function createLogger(level: string) {
  return pino({
    level,
    // Never log secrets or session cookies, whatever a log call passes in.
    redact: ["req.headers.cookie", "headers.cookie", "req.headers.authorization", "headers.authorization", "*.password", "*.apiKey", "*.authSecret", "config.authSecret", "config.openaiApiKey"],
  });
}
