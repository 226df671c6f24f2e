import nodemailer from "nodemailer";
import type { Config } from "../config";

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(message: MailMessage): Promise<void> };

/** SMTP through nodemailer when SMTP_URL is set; null otherwise (links are copied by hand from the app). */
export function createMailer(mail: Config["mail"]): Mailer | null {
  if (!mail) return null;
  const transport = nodemailer.createTransport(mail.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: mail.from, ...message });
    },
  };
}
