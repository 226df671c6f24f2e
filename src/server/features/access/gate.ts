import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Logger } from "pino";
import { gateEmailSchema, GATE_TEXT } from "@/shared/schemas/access";
import type { Config } from "@/server/config";
import type { Database } from "@/server/db/client";
import type { BeaconLimit } from "@/server/http/beacon-limit";
import { clientIp } from "@/server/http/client-ip";
import type { JobQueue } from "@/server/jobs/queue";
import type { Mailer } from "@/server/mail/mailer";
import { EXPIRED_PAGE_CSP } from "@/server/render/expired-page";
import { renderGatePage, type GateStep } from "@/server/render/gate-page";
import { findMicrositeSender } from "../expiry/service";
import { ADMISSION_COOKIE, createAdmissionCookies, type Admission } from "./admission-cookie";
import { checkCode, findGatedPage, isAllowedEmail, issueCode, noteViewer, requestAccess, type GatedPage } from "./gate-service";
import { hashSecret, secretMatches } from "./passcode";

const DEFAULT_ADMISSION_MS = 30 * 86_400_000;
const GATE_STATUS: Record<GateStep["kind"], 200 | 401 | 403> = { ask: 401, code: 200, refused: 403, requested: 200 };

/**
 * The parts of the app's deps (features/deps.ts) the gate uses, named here: the metrics runtime's visitor keys and
 * the gate's rate limits, without the whole runtime (whose ingest reaches the access feature again).
 */
type GateDeps = {
  db: Database;
  config: Pick<Config, "micrositeBaseUrl" | "authSecret" | "appUrl" | "trustProxy">;
  metrics: { visitorKey(address: string): string; limits: { gatePerVisitor: BeaconLimit; gatePerPage: BeaconLimit } };
  mailer: Mailer | null;
  logger: Logger;
  queue: JobQueue;
};

/**
 * The access gate of the public site (issue 27 item 1): decides whether a request for a gated page is admitted (a
 * signed cookie scoped to the page's path), renders the gate otherwise, and answers its plain form posts. Nothing of
 * the page (nor its tracking script) is served before admission, so no view is counted until then.
 */
export function createAccessGate({ db, config, metrics, mailer, logger, queue }: GateDeps) {
  const outbox = { micrositeBaseUrl: config.micrositeBaseUrl, queue };
  const cookies = createAdmissionCookies(config.authSecret);
  const secure = config.appUrl.startsWith("https://");
  /** The page's own path on whichever host and form it was served: the cookie's scope and the forms' target. */
  const pagePath = (c: Context, slug: string) => (c.req.path.startsWith("/site/") ? `/site/${slug}` : `/${slug}`);
  const sendsCode = (page: GatedPage) => page.access.mode === "verified" || (page.access.mode === "domains" && mailer !== null);

  async function render(c: Context, slug: string, page: GatedPage, step: GateStep, status?: 200 | 401 | 403 | 429) {
    const found = await findMicrositeSender(db, slug);
    if (!found) return c.notFound();
    c.header("Content-Security-Policy", EXPIRED_PAGE_CSP);
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    c.header("Referrer-Policy", "no-referrer");
    const base = pagePath(c, slug);
    return c.html(renderGatePage(found.sender, step, { action: `${base}/access`, requestAction: `${base}/request-access`, sendsCode: sendsCode(page) }), status ?? GATE_STATUS[step.kind]);
  }

  /** Admits on this device until the page expires (the campaign's lifetime), and notes the person. */
  async function admit(c: Context, page: GatedPage, email: string | null) {
    const now = Date.now();
    const until = page.expiresAt ? page.expiresAt.getTime() : now + DEFAULT_ADMISSION_MS;
    const path = pagePath(c, page.slug);
    setCookie(c, ADMISSION_COOKIE, cookies.mint(page.slug, page.access.mode, email, until), { path, httpOnly: true, sameSite: "Lax", secure, expires: new Date(until) });
    if (email) await noteViewer(db, page, email, visitorOf(c), outbox);
    return c.redirect(path, 303);
  }

  const visitorOf = (c: Context) => metrics.visitorKey(clientIp(c, config.trustProxy));

  async function sendCode(c: Context, page: GatedPage, email: string) {
    if (!mailer) return render(c, page.slug, page, { kind: "ask", mode: page.access.mode, email, error: GATE_TEXT.cannotSend });
    const code = await issueCode(db, page.id, email, hashSecret);
    try {
      await mailer.send({
        to: email,
        subject: `Your code: ${code}`,
        text: `Your one-time code is ${code}. It expires in 10 minutes.`,
        html: `<p>Your one-time code is <strong>${code}</strong>. It expires in 10 minutes.</p>`,
      });
    } catch (err) {
      logger.warn({ err }, "could not send an access code");
    }
    return render(c, page.slug, page, { kind: "code", email });
  }

  return {
    /** The admission this request carries for a gated page, or null. */
    admission(c: Context, page: GatedPage): Admission | null {
      return cookies.read(getCookie(c, ADMISSION_COOKIE), page.slug, page.access.mode, Date.now());
    },
    findGatedPage: (slug: string) => findGatedPage(db, slug),
    /** An admitted person's later view: a new visit when the last one ended. */
    async noteView(c: Context, page: GatedPage, admission: Admission) {
      if (admission.email) await noteViewer(db, page, admission.email, visitorOf(c), outbox);
    },
    ask: (c: Context, page: GatedPage) => render(c, page.slug, page, { kind: "ask", mode: page.access.mode }),

    /** POST {page}/access: the gate's form (email, code or passcode). */
    async answer(c: Context, slug: string) {
      const page = await findGatedPage(db, slug);
      if (!page) return c.redirect(pagePath(c, slug), 303);
      const form = await c.req.parseBody();
      const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string).trim() : "");
      const waits = await Promise.all([metrics.limits.gatePerVisitor(visitorOf(c)), metrics.limits.gatePerPage(page.id)]);
      const wait = waits.find((w: number | null) => w !== null);
      if (wait !== undefined && wait !== null) {
        c.header("Retry-After", String(wait));
        return render(c, slug, page, { kind: "ask", mode: page.access.mode, error: GATE_TEXT.tooMany }, 429);
      }
      const step = text("step");
      if (page.access.mode === "passcode") {
        if (step === "passcode" && page.access.passcodeHash && secretMatches(text("passcode"), page.access.passcodeHash)) return admit(c, page, null);
        return render(c, slug, page, { kind: "ask", mode: "passcode", error: GATE_TEXT.wrongPasscode });
      }
      const parsed = gateEmailSchema.safeParse({ email: text("email") });
      if (!parsed.success) return render(c, slug, page, { kind: "ask", mode: page.access.mode, email: text("email"), error: parsed.error.issues[0].message });
      const email = parsed.data.email;
      if (page.access.mode === "domains" && !(await isAllowedEmail(db, page, email))) return render(c, slug, page, { kind: "refused", email });
      if (!sendsCode(page)) return admit(c, page, email);
      if (step !== "code") return sendCode(c, page, email);
      const checked = await checkCode(db, page.id, email, text("code"), secretMatches);
      if (checked.ok) return admit(c, page, email);
      if (checked.triesLeft === 0) return render(c, slug, page, { kind: "code", email, expired: true });
      return render(c, slug, page, { kind: "code", email, error: GATE_TEXT.wrongCode(checked.triesLeft) });
    },

    /** POST {page}/request-access: someone refused by the allowed domains asks the owner to let them in. */
    async request(c: Context, slug: string) {
      const page = await findGatedPage(db, slug);
      if (!page) return c.redirect(pagePath(c, slug), 303);
      const form = await c.req.parseBody();
      const parsed = gateEmailSchema.safeParse({ email: typeof form.email === "string" ? form.email : "" });
      if (!parsed.success) return render(c, slug, page, { kind: "ask", mode: page.access.mode, error: parsed.error.issues[0].message });
      const visitor = visitorOf(c);
      const wait = await metrics.limits.gatePerVisitor(visitor);
      if (wait === null) await requestAccess(db, page, parsed.data.email, visitor, outbox);
      return render(c, slug, page, { kind: "requested" });
    },
  };
}

export type AccessGate = ReturnType<typeof createAccessGate>;
