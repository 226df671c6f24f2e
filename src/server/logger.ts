import pino from "pino";

/** `destination`: where lines go (stdout by default; tests capture them to prove nothing secret is logged). */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  const options: pino.LoggerOptions = {
    level,
    // Never log secrets, session cookies or CRM credentials, whatever a log call passes in.
    redact: [
      "req.headers.cookie",
      "headers.cookie",
      "req.headers.authorization",
      "headers.authorization",
      "*.password",
      "*.apiKey",
      "*.authSecret",
      "config.authSecret",
      "config.openaiApiKey",
      "*.token",
      "*.accessToken",
      "*.refreshToken",
      "*.credential",
    ],
  };
  return destination ? pino(options, destination) : pino(options);
}
