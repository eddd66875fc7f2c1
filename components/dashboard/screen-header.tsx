import Link from "next/link";
import type { ReactNode } from "react";

type ScreenHeaderProps = {
  title: string;
  /** The line under the title: what the screen is for. */
  children?: ReactNode;
  /** A link back to the screen this one belongs to, above the title. */
  back?: { href: string; label: string };
  /** Buttons or controls beside the title (below it on a phone). */
  actions?: ReactNode;
  className?: string;
};

/** A dashboard screen's title, what it is for, and its main actions. */
export function ScreenHeader({ title, children, back, actions, className }: ScreenHeaderProps) {
  const heading = (
    <div className={actions ? undefined : className}>
      {back ? (
        <Link href={back.href} className="text-sm font-semibold text-brand-700 hover:underline">
          ← {back.label}
        </Link>
      ) : null}
      <h1 className={`${back ? "mt-2 " : ""}text-2xl font-bold text-slate-900`}>{title}</h1>
      {children ? <p className="mt-1 text-slate-600">{children}</p> : null}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className={`flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between ${className ?? ""}`}>
      {heading}
      {actions}
    </div>
  );
}
