import "server-only";
import { after } from "next/server";
import nodemailer from "nodemailer";
import { getDb } from "@/db";
import { deliverPendingMail, type MailTransport } from "./outbox";

const FROM = process.env.MAIL_FROM ?? "BookingPro <no-reply@bookingpro.invalid>";

function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return async (mail) => {
    await transporter.sendMail({
      from: FROM,
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

/**
 * After the response is sent, delivers pending outbox mail by SMTP when SMTP_URL is set.
 * Without SMTP the mail stays in the outbox (readable in the dev mail viewer) and is logged.
 */
export function scheduleMailDelivery(summary: { to: string; subject: string }): void {
  const url = process.env.SMTP_URL;
  if (!url) {
    console.info(`[mail] outbox: "${summary.subject}" to ${summary.to} (no SMTP_URL; see /dev/mail)`);
    return;
  }
  after(async () => {
    try {
      await deliverPendingMail(getDb(), createSmtpTransport(url));
    } catch (error) {
      console.error("Mail delivery failed", error);
    }
  });
}
