import { CalendarCheck, ChartColumn, Palette, Users, type LucideIcon } from "lucide-react";
import { SectionHeading } from "./section-heading";

type Feature = { title: string; description: string; icon: LucideIcon };

const features: Feature[] = [
  {
    title: "Online booking page, 24/7",
    description:
      "Clients choose a service, a team member and a time that suits them — even at midnight. No phone tag, no double-bookings.",
    icon: CalendarCheck,
  },
  {
    title: "Staff management",
    description: "Set each person's services, working hours and breaks, so clients only ever see real availability.",
    icon: Users,
  },
  {
    title: "Analytics",
    description: "Track bookings, revenue in £ and your busiest days at a glance, and spot which services are growing.",
    icon: ChartColumn,
  },
  {
    title: "White-label branding",
    description: "Your logo, colours and fonts on your own booking page. Clients see your brand, not ours.",
    icon: Palette,
  },
];

export function FeatureCards() {
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Everything you need to fill your diary"
          description="One simple tool to take bookings, organise your team and grow your business."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ title, description, icon: Icon }) => (
            <li
              key={title}
              data-testid="feature-card"
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <div className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
