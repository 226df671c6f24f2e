import type { MailMessage } from "../../mail/mailer";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** The invitation email: who invites, to which workspace, the one-time link and how long it works. */
export function invitationEmail(input: { to: string; inviterName: string; workspaceName: string; url: string; days: number }): MailMessage {
  const subject = `${input.inviterName} invited you to ${input.workspaceName} on Pitchsite`;
  const lines = [
    `${input.inviterName} invited you to join ${input.workspaceName} on Pitchsite, where your team's frameworks, brand and offerings are ready for your campaigns.`,
    `Join the workspace: ${input.url}`,
    `The link works once and expires in ${input.days} days. If you did not expect this email, you can ignore it.`,
  ];
  const html = [
    `<p>${escapeHtml(lines[0])}</p>`,
    `<p><a href="${escapeHtml(input.url)}">Join ${escapeHtml(input.workspaceName)}</a></p>`,
    `<p style="color:#555">${escapeHtml(lines[2])}</p>`,
  ].join("\n");
  return { to: input.to, subject, text: lines.join("\n\n"), html };
}
