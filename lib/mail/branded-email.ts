import { FONT_STACKS, type BusinessBrand } from "@/lib/business/brand";
import { getReadableTextColor } from "@/lib/format/contrast";

/** An email to a business's customer, in the business's look. Every string is plain text. */
export type BrandedEmail = {
  brand: BusinessBrand;
  heading: string;
  paragraphs: string[];
  /** Label and value rows (Service, When, …). */
  details?: [label: string, value: string][];
  /** The main button, in the business's primary colour. */
  action?: { label: string; url: string };
  /** Smaller links under the button (add to calendar, …). */
  links?: { label: string; url: string }[];
  /** Small print at the bottom. */
  footer?: string[];
};

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text into HTML (element content and quoted attribute values alike). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/** Only absolute http(s) addresses go into an href or src; anything else is left out. */
function safeUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The HTML body: a table layout with inline styles (what mail clients render), the business's logo,
 * name, colours and font. Built from escaped text only: a customer's or business's text never
 * becomes markup.
 */
export function renderBrandedEmailHtml(email: BrandedEmail): string {
  const { brand } = email;
  const primary = HEX.test(brand.primaryColor) ? brand.primaryColor : "#0369a1";
  const secondary = HEX.test(brand.secondaryColor) ? brand.secondaryColor : primary;
  const font = escapeHtml(FONT_STACKS[brand.fontFamily] ?? FONT_STACKS.Inter);
  const logo = safeUrl(brand.logoUrl);
  const action = email.action && safeUrl(email.action.url);
  const links = (email.links ?? []).flatMap((link) => {
    const url = safeUrl(link.url);
    return url ? [{ label: link.label, url }] : [];
  });

  const header = [
    logo
      ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(`${brand.name} logo`)}" height="48" style="display:block;height:48px;width:auto;max-width:160px;margin:0 0 12px 0;border:0">`
      : "",
    `<div style="font-size:20px;font-weight:700;color:#0f172a">${escapeHtml(brand.name)}</div>`,
  ].join("");

  const paragraphs = email.paragraphs
    .map((text) => `<p style="margin:0 0 16px 0;font-size:16px;line-height:24px;color:#334155">${escapeHtml(text)}</p>`)
    .join("");

  const details = email.details?.length
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:0 0 24px 0;border-collapse:collapse">${email.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 16px 6px 0;font-size:14px;color:#475569;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;font-size:14px;color:#0f172a;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";

  const button = action
    ? `<p style="margin:0 0 24px 0"><a href="${escapeHtml(action)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${primary};color:${getReadableTextColor(primary)};font-weight:600;font-size:16px;text-decoration:none">${escapeHtml(email.action!.label)}</a></p>`
    : "";

  const linkRow = links.length
    ? `<p style="margin:0 0 24px 0;font-size:14px;line-height:22px;color:#334155">${links
        .map(
          (link) =>
            `<a href="${escapeHtml(link.url)}" style="color:#0f172a;text-decoration:underline">${escapeHtml(link.label)}</a>`,
        )
        .join(" &middot; ")}</p>`
    : "";

  const footer = [...(email.footer ?? []), ...(brand.hidePoweredBy ? [] : ["Powered by BookingPro"])]
    .map((text) => `<p style="margin:0 0 4px 0;font-size:12px;line-height:18px;color:#64748b">${escapeHtml(text)}</p>`)
    .join("");

  return [
    "<!doctype html>",
    '<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(email.heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9;font-family:${font}">`,
    '<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">',
    `<table role="presentation" cellpadding="0" cellspacing="0" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;border-top:4px solid ${secondary}">`,
    `<tr><td style="padding:24px 28px 8px 28px">${header}</td></tr>`,
    `<tr><td style="padding:16px 28px 8px 28px"><h1 style="margin:0 0 16px 0;font-size:22px;line-height:28px;color:#0f172a">${escapeHtml(email.heading)}</h1>${paragraphs}${details}${button}${linkRow}</td></tr>`,
    footer ? `<tr><td style="padding:0 28px 24px 28px">${footer}</td></tr>` : "",
    "</table></td></tr></table></body></html>",
  ].join("");
}
