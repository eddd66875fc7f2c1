import { Check, Scissors, Sparkles, Stethoscope, type LucideIcon } from "lucide-react";
import { SectionHeading } from "./section-heading";

type Industry = { title: string; description: string; examples: string[]; icon: LucideIcon };

const industries: Industry[] = [
  {
    title: "Hair Salons & Barbers",
    description: "Keep every chair busy, from walk-in favourites to long colour appointments.",
    examples: ["Cuts, colour and beard trims", "Book with a favourite stylist", "Fewer no-shows"],
    icon: Scissors,
  },
  {
    title: "Beauty & Spa",
    description: "Let clients treat themselves to a booking whenever inspiration strikes.",
    examples: ["Nails, brows, lashes and massage", "Treatment rooms and therapists", "Packages priced in £"],
    icon: Sparkles,
  },
  {
    title: "Medical & Dental Clinics",
    description: "Give patients a calm, professional way to book check-ups and consultations.",
    examples: ["Check-ups and consultations", "Practitioner availability", "Clear appointment details"],
    icon: Stethoscope,
  },
];

export function IndustryCards() {
  return (
    <section aria-labelledby="industries-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="industries-heading"
          eyebrow="Who it's for"
          title="Built for UK service businesses"
          description="Whether you run a single chair or a multi-practitioner clinic, BookingPro fits the way you work."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {industries.map(({ title, description, examples, icon: Icon }) => (
            <li
              key={title}
              data-testid="industry-card"
              className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
            >
              <div className="flex size-12 items-center justify-center rounded-xl bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
                <Icon className="size-6" aria-hidden="true" />
              </div>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{description}</p>
              <ul className="mt-5 space-y-2">
                {examples.map((example) => (
                  <li key={example} className="flex items-start gap-2 text-sm text-slate-700">
                    <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                    {example}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
