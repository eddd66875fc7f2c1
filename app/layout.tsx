import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { connection } from "next/server";
import "@fontsource-variable/inter";
import "./globals.css";

// Inter's Latin face through next/font: preloaded with the page, so the first paint already uses it (no swap
// that moves the largest paint later), with a metric-matched fallback. The @fontsource import above still
// serves the other scripts (latin-ext, Greek, Cyrillic, Vietnamese) as "Inter Variable".
const interLatin = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-inter-latin",
});

export const metadata: Metadata = {
  title: { default: "BookingPro — online booking for salons, spas and clinics", template: "%s · BookingPro" },
  description:
    "Free online appointment booking for UK salons, barbers, spas and clinics: a branded booking page, staff management and analytics.",
  // In metadata rather than as app/icon.svg, so a business's own pages can replace it with their logo.
  icons: { icon: "/icon.svg" },
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#0ea5e9" };

export default async function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  // Every page is rendered per request: its scripts carry that response's CSP nonce (proxy.ts),
  // which a page prerendered at build time could not.
  await connection();
  return (
    <html lang="en-GB" className={interLatin.variable}>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
