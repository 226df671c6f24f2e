import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** Encrypts CRM credentials at rest: AES-256-GCM, with a key derived from AUTH_SECRET by HKDF-SHA256. */
export type CredentialCipher = { encrypt(plain: string): string; decrypt(stored: string): string };

const VERSION = "v1";
// The info string binds the derived key to this one use: AUTH_SECRET's other uses (sessions) never share it.
const KEY_INFO = "pitchsite crm credentials v1";

export function createCredentialCipher(authSecret: string): CredentialCipher {
  const key = Buffer.from(hkdfSync("sha256", authSecret, "pitchsite", KEY_INFO, 32));
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
    },
    decrypt(stored) {
      const [version, iv, tag, body] = stored.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Unreadable stored CRM credential");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}
