import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import "@fontsource-variable/inter";
import "./globals.css";

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
    <html lang="en-GB">
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
