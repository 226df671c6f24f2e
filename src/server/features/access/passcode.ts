import { randomBytes, scryptSync, timingSafeEqual } from "node:crypto";

/** Passcodes and one-time codes are stored as salted scrypt hashes: `<salt>.<hash>`, base64url. */
export function hashSecret(secret: string): string {
  const salt = randomBytes(16);
  return `${salt.toString("base64url")}.${scryptSync(secret, salt, 32).toString("base64url")}`;
}

export function secretMatches(secret: string, stored: string): boolean {
  const [salt, hash] = stored.split(".");
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const given = scryptSync(secret, Buffer.from(salt, "base64url"), expected.length);
  return timingSafeEqual(given, expected);
}
