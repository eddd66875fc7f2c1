import { Star } from "lucide-react";
import { LandingSection } from "./landing-section";

type Testimonial = { quote: string; name: string; role: string; business: string; town: string };

const testimonials: Testimonial[] = [
  {
    quote:
      "Since moving to BookingPro our evening slots fill themselves. We're taking around 40% more bookings than we ever did over the phone.",
    name: "Priya Shah",
    role: "Owner",
    business: "Shear Elegance",
    town: "Leeds",
  },
  {
    quote:
      "Setting up the team took ten minutes. My therapists love seeing their own diaries, and our booking page looks just like our brand.",
    name: "Emma Clarke",
    role: "Spa Manager",
    business: "Serenity Day Spa",
    town: "Bath",
  },
  {
    quote:
      "Patients book check-ups online at any hour, so reception can focus on the people in front of them. It simply works.",
    name: "Dr James Wilson",
    role: "Practice Principal",
    business: "Riverside Dental",
    town: "Manchester",
  },
];

export function Testimonials() {
  return (
    <LandingSection
      headingId="testimonials-heading"
      background="slate"
      eyebrow="Testimonials"
      title="Loved by businesses across the UK"
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name} className="flex">
            <figure
              data-testid="testimonial"
              className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
            >
              <div role="img" aria-label="Rated 5 out of 5" className="flex gap-0.5 text-amber-500">
                {Array.from({ length: 5 }, (_, i) => (
                  <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                ))}
              </div>
              <blockquote className="mt-4 flex-1 leading-7 text-slate-700">
                <p>&ldquo;{t.quote}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700"
                >
                  {initials(t.name)}
                </span>
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="block text-slate-600">
                    {t.role}, {t.business}, {t.town}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

function initials(name: string): string {
  const parts = name
    .replace(/^Dr\s+/, "")
    .split(/\s+/)
    .filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p.charAt(0).toUpperCase())
    .join("");
}
