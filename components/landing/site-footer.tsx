import Link from "next/link";
import { BrandLogo } from "./brand-logo";

const links = [
  { href: "/login", label: "Sign In" },
  { href: "/register", label: "Start Free" },
  { href: "/book/demo", label: "View Demo" },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="flex flex-col gap-2">
          <BrandLogo />
          <p className="text-sm text-slate-600">Online booking for UK salons, spas and clinics.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="rounded text-sm font-medium text-slate-700 underline-offset-4 hover:text-slate-900 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">
          &copy; BookingPro. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
