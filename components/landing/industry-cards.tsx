import { Check, Scissors, Sparkles, Stethoscope, type LucideIcon } from "lucide-react";
import { IconCard } from "./icon-card";
import { LandingSection } from "./landing-section";

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
    <LandingSection
      headingId="industries-heading"
      background="white"
      eyebrow="Who it's for"
      title="Built for UK service businesses"
      description="Whether you run a single chair or a multi-practitioner clinic, BookingPro fits the way you work."
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {industries.map(({ examples, ...industry }) => (
          <IconCard key={industry.title} tone="flat" testId="industry-card" {...industry}>
            <ul className="mt-5 space-y-2">
              {examples.map((example) => (
                <li key={example} className="flex items-start gap-2 text-sm text-slate-700">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {example}
                </li>
              ))}
            </ul>
          </IconCard>
        ))}
      </ul>
    </LandingSection>
  );
}
