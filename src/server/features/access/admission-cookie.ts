import { createHmac, timingSafeEqual } from "node:crypto";

/** One cookie name for every page: each is scoped to its page's path, so pages never see each other's. */
export const ADMISSION_COOKIE = "ps_access";

export type Admission = { email: string | null; expiresAt: number };

/**
 * Signed admissions to a gated page (issue 27 item 1): `<email, base64url or "-">.<until, base 36>.<HMAC>`, the HMAC
 * over the slug, the gate's mode, the email and the end of the admission, keyed from AUTH_SECRET (so every web
 * process agrees and nothing is stored per visitor). Changing a page's mode asks everyone again; a forged, foreign
 * (another page's) or outlived cookie is simply no admission.
 */
export function createAdmissionCookies(secret: string) {
  const key = createHmac("sha256", secret).update("pitchsite access admission").digest();
  const sign = (slug: string, mode: string, email: string, until: number) =>
    createHmac("sha256", key).update(`${slug}\n${mode}\n${email}\n${until}`).digest("base64url").slice(0, 32);
  return {
    mint(slug: string, mode: string, email: string | null, until: number): string {
      const who = email ? Buffer.from(email, "utf8").toString("base64url") : "-";
      return `${who}.${until.toString(36)}.${sign(slug, mode, email ?? "", until)}`;
    },
    read(value: string | undefined, slug: string, mode: string, now: number): Admission | null {
      if (!value) return null;
      const [who, time, mac] = value.split(".");
      const until = parseInt(time ?? "", 36);
      if (!who || !mac || !Number.isSafeInteger(until) || until <= now) return null;
      const email = who === "-" ? null : Buffer.from(who, "base64url").toString("utf8");
      const expected = Buffer.from(sign(slug, mode, email ?? "", until));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { email, expiresAt: until } : null;
    },
  };
}

export type AdmissionCookies = ReturnType<typeof createAdmissionCookies>;
