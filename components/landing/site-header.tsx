import Link from "next/link";
import { BrandLogo } from "./brand-logo";
import { CtaLink } from "./cta-link";

export function SiteHeader() {
  return (
    <header
      data-sticky-top-bar
      className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75"
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-3">
          <Link
            href="/login"
            className="inline-flex h-10 items-center rounded-xl px-2 text-sm sm:px-3 font-semibold text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900"
          >
            Sign In
          </Link>
          <CtaLink href="/register" size="sm">
            Start Free
          </CtaLink>
        </nav>
      </div>
    </header>
  );
}
