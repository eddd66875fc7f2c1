type Props = {
  /** The heading's id; the section is labelled by it. */
  headingId: string;
  eyebrow: string;
  title: string;
  description?: string;
  /** The band's background, alternating down the page. */
  background: "white" | "slate";
  children: React.ReactNode;
};

/** One band of the landing page: a centred heading over its content. */
export function LandingSection({ headingId, eyebrow, title, description, background, children }: Props) {
  return (
    <section
      aria-labelledby={headingId}
      className={`${background === "white" ? "bg-white" : "bg-slate-50"} py-16 sm:py-24`}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {description ? <p className="mt-4 text-lg leading-8 text-pretty text-slate-600">{description}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
