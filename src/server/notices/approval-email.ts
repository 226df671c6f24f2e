import type { ApprovalEventKind } from "@/shared/activity";
import type { MailMessage } from "../mail/mailer";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const pages = (n: number) => (n === 1 ? "1 page" : `${n} pages`);

/** The email that tells an admin that pages wait, or a rep that their pages were approved or rejected. */
export function approvalEmail(input: { to: string; kind: ApprovalEventKind; campaignName: string; count: number; comment: string | null; url: string }): MailMessage {
  const { kind, campaignName, count } = input;
  const subject =
    kind === "pages_waiting"
      ? `${pages(count)} of ${campaignName} await your approval`
      : kind === "pages_approved"
        ? `${pages(count)} of ${campaignName} approved`
        : `${pages(count)} of ${campaignName} rejected`;
  const lines =
    kind === "pages_waiting"
      ? [`${pages(count)} of the campaign ${campaignName} wait for your review before the prospects see them.`, `Review them: ${input.url}`]
      : kind === "pages_approved"
        ? [`An admin approved ${pages(count)} of your campaign ${campaignName}. The prospects see the approved versions now.`, `Open the campaign: ${input.url}`]
        : [
            `An admin rejected ${pages(count)} of your campaign ${campaignName}. Rejected pages stay unpublished; a live page keeps its approved version.`,
            `Comment: ${input.comment ?? ""}`,
            `Open the campaign: ${input.url}`,
          ];
  const html = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n");
  return { to: input.to, subject, text: lines.join("\n\n"), html };
}
