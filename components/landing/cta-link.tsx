import Link from "next/link";
import type { ReactNode } from "react";

type Variant = "primary" | "secondary" | "inverse";
type Size = "sm" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-colors";

const variants: Record<Variant, string> = {
  // brand-700 (#0369a1) on white text = 5.9:1; brand-600 would only reach ~4.1:1 (fails WCAG AA for body-size text).
  primary: "bg-brand-700 text-white shadow-sm hover:bg-sky-800",
  secondary: "border border-slate-300 bg-white text-slate-900 shadow-sm hover:border-slate-400 hover:bg-slate-50",
  inverse: "bg-white text-brand-700 shadow-sm hover:bg-brand-50",
};

const sizes: Record<Size, string> = {
  sm: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
};

export function CtaLink({
  href,
  children,
  variant = "primary",
  size = "lg",
  className = "",
}: {
  href: string;
  children: ReactNode;
  variant?: Variant;
  size?: Size;
  className?: string;
}) {
  return (
    <Link href={href} className={`${base} ${variants[variant]} ${sizes[size]} ${className}`.trim()}>
      {children}
    </Link>
  );
}
