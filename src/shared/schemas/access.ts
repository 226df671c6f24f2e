import { z } from "zod";
import { ACCESS_MODES, type AccessMode } from "./access-modes";
import { storableString } from "./text-fields";

export { ACCESS_MODES, type AccessMode };

export const ACCESS_MODE_LABELS: Record<AccessMode, string> = {
  open: "Open — anyone with the link",
  email: "Email required",
  verified: "Verified email (one-time code)",
  domains: "Allowed domains only",
  passcode: "Passcode",
};

/** The modes that send a one-time code by email: only offered when SMTP_URL is set. */
export const CODE_MODES: readonly AccessMode[] = ["verified"];
export const SMTP_REQUIRED_REASON = "Needs email sending: set SMTP_URL on the server to offer one-time codes.";

/** A one-time code lives this long and allows this many tries (issue 27 item 1). */
export const ACCESS_CODE_TTL_MS = 10 * 60_000;
export const ACCESS_CODE_MAX_ATTEMPTS = 5;
/** Gate form posts a minute: per client address (a person trying codes or passcodes) and per page (a crowd). */
export const GATE_RATE_LIMITS = { perAddress: 10, perPage: 60 } as const;

export const ACCESS_MESSAGES = {
  emailInvalid: "Enter a valid email address",
  domainInvalid: "Enter domains such as acme.com",
  passcodeRequired: "Set a passcode of at least 4 characters",
  smtpMissing: SMTP_REQUIRED_REASON,
  campaignNotFound: "Campaign not found",
  micrositeNotFound: "Microsite not found",
  requestNotFound: "Access request not found",
} as const;

/** The gate's texts (server-rendered page, no script). */
export const GATE_TEXT = {
  title: "This page is private",
  emailIntro: "Enter your work email to open it.",
  verifiedIntro: "Enter your work email: we'll send you a one-time code.",
  passcodeIntro: "Enter the passcode you were given to open it.",
  codeIntro: (email: string) => `We sent a 6-digit code to ${email}. It expires in 10 minutes.`,
  emailLabel: "Work email",
  codeLabel: "One-time code",
  passcodeLabel: "Passcode",
  continue: "Continue",
  sendCode: "Send code",
  verify: "Verify",
  wrongPasscode: "That passcode is not right.",
  wrongCode: (left: number) => `That code is not right. ${left === 1 ? "1 try left." : `${left} tries left.`}`,
  codeExpired: "That code has expired or was used up. Ask for a new one.",
  newCode: "Send a new code",
  tooMany: "Too many tries. Wait a minute and try again.",
  cannotSend: "Codes can't be sent right now. Ask the sender for access.",
  refusedTitle: "This page is limited to invited companies",
  refused: (email: string) => `${email} is not on the list for this page. Ask the sender for access.`,
  requestAccess: "Request access",
  requestSentTitle: "Request sent",
  requestSent: (repName: string | null) => `Thanks! ${repName ?? "The sender"} has been asked to let you in and will be in touch.`,
  admittedTitle: "You're in",
} as const;

const domainPattern = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** "https://www.Acme.com/" → "acme.com"; "@acme.com" → "acme.com". */
export const normalizeDomain = (value: string) =>
  value.trim().toLowerCase().replace(/^[a-z]+:\/\//, "").replace(/^@/, "").replace(/^www\./, "").replace(/[/?#].*$/, "");
export const isDomain = (value: string) => domainPattern.test(value);
export const emailDomain = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

/** The setting as the owner sends it (PUT .../access). The passcode is write-only: kept hashed, never read back. */
export const accessSettingInputSchema = z.object({
  mode: z.enum(ACCESS_MODES, { error: "Choose an access setting" }),
  domains: z
    .array(storableString().transform(normalizeDomain).refine(isDomain, ACCESS_MESSAGES.domainInvalid))
    .max(50, "At most 50 domains")
    .default([]),
  passcode: storableString().trim().max(100).optional(),
});
export type AccessSettingInput = z.input<typeof accessSettingInputSchema>;

/** A page's override: `mode: null` goes back to the campaign's setting. */
export const pageAccessInputSchema = z.union([z.object({ mode: z.null() }), accessSettingInputSchema]);

/** What the owner reads back. */
export type { AccessSettingView, CampaignAccessView } from "./access-answers";

/** The visitor's form posts (application/x-www-form-urlencoded). */
export const gateEmailSchema = z.object({ email: z.email(ACCESS_MESSAGES.emailInvalid).max(254).transform((e) => e.trim().toLowerCase()) });

/** One person seen at an account (issue 27 item 2). */
export type { AccountPerson } from "./access-answers";

/** "3 people at Acme viewed" (issue 27 item 4). */
export const peopleViewedText = (count: number, company: string) => `${count} ${count === 1 ? "person" : "people"} at ${company} viewed`;
/** The new-person notice, in activity, toasts and Slack (issue 27 item 2). */
export const newViewerText = (company: string, contactFirstName: string, email: string) => `A new person at ${company} opened ${contactFirstName}'s page — ${email}`;
