import nodemailer from "nodemailer";
import type { MailTransport } from "./outbox";
import { getEnv } from "@/lib/env";

/**
 * Sends by SMTP (`smtp://user:pass@host:587`). The timeouts bound one send well inside a delivery
 * lease, so a hung server cannot keep a claim past its expiry.
 */
export function createSmtpTransport(url: string, from = getEnv().mailFrom): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return async (mail) => {
    await transporter.sendMail({
      messageId: mail.messageId,
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? undefined,
      attachments: mail.attachments.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
    });
  };
}
