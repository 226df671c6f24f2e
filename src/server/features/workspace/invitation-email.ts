import type { MailMessage } from "@/server/mail/mailer";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** The most of a workspace's name the subject carries; the body names it whole. */
export const SUBJECT_NAME_MAX = 60;
const NAME_MAX = 80;

/**
 * A user-chosen name as one plain line: control characters, line and paragraph separators and invisible format
 * characters (bidirectional overrides) become spaces, runs of spaces one, and a long name is cut with an ellipsis.
 */
export function oneLine(text: string, max: number): string {
  const flat = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, max - 1).join("").trimEnd()}…` : flat;
}

/**
 * The invitation email: who invites, to which workspace, the one-time link and how long it works. The subject
 * carries only the workspace's name (one line, capped), never the inviter's name or other text of their choosing:
 * the operator's mail server must not be a way to send a stranger a subject line written by anyone who signs up.
 */
export function invitationEmail(input: { to: string; inviterName: string; workspaceName: string; url: string; days: number }): MailMessage {
  const inviter = oneLine(input.inviterName, NAME_MAX) || "A colleague";
  const workspace = oneLine(input.workspaceName, NAME_MAX) || "a workspace";
  const subject = `Join ${oneLine(input.workspaceName, SUBJECT_NAME_MAX) || "your team's workspace"} on Pitchsite`;
  const lines = [
    `${inviter} invited you to join ${workspace} on Pitchsite, where your team's frameworks, brand and offerings are ready for your campaigns.`,
    `Join the workspace: ${input.url}`,
    `The link works once and expires in ${input.days} days. If you did not expect this email, you can ignore it.`,
  ];
  const html = [
    `<p>${escapeHtml(lines[0])}</p>`,
    `<p><a href="${escapeHtml(input.url)}">Join ${escapeHtml(workspace)}</a></p>`,
    `<p style="color:#555">${escapeHtml(lines[2])}</p>`,
  ].join("\n");
  return { to: input.to, subject, text: lines.join("\n\n"), html };
}
