import { GATE_TEXT } from "@/shared/schemas/access";
import type { AccessMode } from "@/shared/schemas/access";
import { escapeHtml, senderHeader, senderRep, type ExpiredPageSender } from "./expired-page";
import { plainPageCss } from "./plain-page-style";

/** Which form the gate shows: the first question of its mode, the code sent, a refusal, or a request sent. */
export type GateStep =
  | { kind: "ask"; mode: AccessMode; error?: string; email?: string }
  | { kind: "code"; email: string; error?: string; expired?: boolean }
  | { kind: "refused"; email: string }
  | { kind: "requested" };

const field = (name: string, label: string, type: string, attrs: string, value = "") =>
  `<label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value)}" required ${attrs}>`;

const error = (text: string | undefined) => (text ? `<p class="error" role="alert">${escapeHtml(text)}</p>` : "");

function askForm(mode: AccessMode, action: string, step: Extract<GateStep, { kind: "ask" }>): string {
  if (mode === "passcode")
    return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="step" value="passcode">${field("passcode", GATE_TEXT.passcodeLabel, "password", 'autocomplete="off" maxlength="100"')}${error(step.error)}<button type="submit">${GATE_TEXT.continue}</button></form>`;
  const sendsCode = mode === "verified" || mode === "domains";
  return `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="step" value="email">${field("email", GATE_TEXT.emailLabel, "email", 'autocomplete="email" maxlength="254"', step.email)}${error(step.error)}<button type="submit">${sendsCode ? GATE_TEXT.sendCode : GATE_TEXT.continue}</button></form>`;
}

function body(step: GateStep, action: string, requestAction: string, sender: ExpiredPageSender, sendsCode: boolean): { title: string; intro: string; form: string } {
  switch (step.kind) {
    case "ask": {
      const intro = step.mode === "passcode" ? GATE_TEXT.passcodeIntro : sendsCode ? GATE_TEXT.verifiedIntro : GATE_TEXT.emailIntro;
      return { title: GATE_TEXT.title, intro, form: askForm(step.mode, action, step) };
    }
    case "code": {
      const again = `<form method="post" action="${escapeHtml(action)}" class="again"><input type="hidden" name="step" value="email"><input type="hidden" name="email" value="${escapeHtml(step.email)}"><button type="submit" class="link">${GATE_TEXT.newCode}</button></form>`;
      const form = step.expired
        ? ""
        : `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="step" value="code"><input type="hidden" name="email" value="${escapeHtml(step.email)}">${field("code", GATE_TEXT.codeLabel, "text", 'inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6"')}${error(step.error)}<button type="submit">${GATE_TEXT.verify}</button></form>`;
      return { title: GATE_TEXT.title, intro: step.expired ? GATE_TEXT.codeExpired : GATE_TEXT.codeIntro(step.email), form: form + again };
    }
    case "refused":
      return {
        title: GATE_TEXT.refusedTitle,
        intro: GATE_TEXT.refused(step.email),
        form: `<form method="post" action="${escapeHtml(requestAction)}"><input type="hidden" name="email" value="${escapeHtml(step.email)}"><button type="submit">${GATE_TEXT.requestAccess}</button></form>`,
      };
    case "requested":
      return { title: GATE_TEXT.requestSentTitle, intro: GATE_TEXT.requestSent(sender.repName), form: "" };
  }
}

/** The gate's extra rules on the plain page's card: labels, inputs, errors and the quiet "send a new code" link. */
const gateCss = (style: ExpiredPageSender["style"]) => {
  const p = style.palettes.sections;
  return (
    `form{text-align:left}label{display:block;font-size:.875rem;font-weight:${style.type.button.weight};margin:0 0 .35rem}` +
    `input{display:block;width:100%;padding:.75rem .85rem;margin:0 0 1rem;border:1px solid ${p.border};border-radius:.6rem;background:${p.background};color:${p.text};font:inherit}` +
    `.error{color:#b42318;margin:-.5rem 0 1rem;font-size:.875rem}.again{margin:.75rem 0 0;text-align:center}` +
    `button.link{width:auto;background:none;color:${p.accentText};padding:.25rem;text-decoration:underline}`
  );
};

export type GatePageOptions = { action: string; requestAction: string; sendsCode: boolean };

/**
 * The gate in front of a private microsite (issue 27): server-rendered, plain form posts (no script), in the
 * campaign framework's look with the sender's logo and rep, like the expired page. Shows nothing of the page itself.
 */
export function renderGatePage(sender: ExpiredPageSender, step: GateStep, options: GatePageOptions): string {
  const { title, intro, form } = body(step, options.action, options.requestAction, sender, options.sendsCode);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${plainPageCss(sender.style)}${gateCss(sender.style)}</style></head><body><main>${senderHeader(sender)}<section><h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>${form}${senderRep(sender)}</section></main></body></html>`;
}
