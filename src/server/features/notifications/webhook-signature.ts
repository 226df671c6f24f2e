import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A new signing secret, shown to the user once. */
export const generateWebhookSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`: the timestamp is signed with the body so a
 * captured request cannot be replayed later with a fresh time (receivers should reject old timestamps).
 */
export function signWebhook(secret: string, body: string, timestampSeconds: number): string {
  const digest = createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex");
  return `t=${timestampSeconds},v1=${digest}`;
}

/** What a receiver does (used by our tests and shown in the settings help): recompute and compare in constant time. */
export function verifyWebhookSignature(secret: string, body: string, header: string, toleranceSeconds = 300, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const parts = Object.fromEntries(header.split(",").map((p) => p.trim().split("=", 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, body, t).split("v1=")[1], "hex");
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
