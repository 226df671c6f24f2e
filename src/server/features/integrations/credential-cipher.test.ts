import { describe, expect, it } from "vitest";
import { createCredentialCipher } from "./credential-cipher";

const SECRET = "a-test-auth-secret-of-at-least-32-chars";

describe("credential cipher", () => {
  it("round-trips a token and never stores it readable", () => {
    const cipher = createCredentialCipher(SECRET);
    const stored = cipher.encrypt("pat-na1-secret-token");
    expect(stored).not.toContain("pat-na1");
    expect(cipher.decrypt(stored)).toBe("pat-na1-secret-token");
    expect(cipher.encrypt("pat-na1-secret-token")).not.toBe(stored);
  });

  it("refuses a credential stored under another AUTH_SECRET or tampered with", () => {
    const stored = createCredentialCipher(SECRET).encrypt("token");
    expect(() => createCredentialCipher(`${SECRET}-other`).decrypt(stored)).toThrow();
    const parts = stored.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => createCredentialCipher(SECRET).decrypt(parts.join("."))).toThrow();
  });
});
