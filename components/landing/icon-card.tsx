import type { LucideIcon } from "lucide-react";

type Props = {
  icon: LucideIcon;
  title: string;
  description: string;
  testId: string;
  /** `raised`: a white card on a grey band; `flat`: a grey card on a white band, with room for a list. */
  tone: "raised" | "flat";
  children?: React.ReactNode;
};

const TONES = {
  raised: {
    card: "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md",
    tile: "size-11 bg-brand-50",
    title: "text-lg",
  },
  flat: {
    card: "flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8",
    tile: "size-12 bg-white shadow-sm ring-1 ring-slate-200",
    title: "text-xl",
  },
} as const;

/** A landing page card: an icon, a title and what it means. */
export function IconCard({ icon: Icon, title, description, testId, tone, children }: Props) {
  const style = TONES[tone];
  return (
    <li data-testid={testId} className={style.card}>
      <div className={`flex items-center justify-center rounded-xl text-brand-700 ${style.tile}`}>
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h3 className={`mt-5 font-semibold text-slate-900 ${style.title}`}>{title}</h3>
      <p className="mt-2 leading-7 text-slate-600">{description}</p>
      {children}
    </li>
  );
}
