import { CalendarCheck, ChartColumn, Palette, Users, type LucideIcon } from "lucide-react";
import { IconCard } from "./icon-card";
import { LandingSection } from "./landing-section";

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
    <LandingSection
      headingId="features-heading"
      background="slate"
      eyebrow="Features"
      title="Everything you need to fill your diary"
      description="One simple tool to take bookings, organise your team and grow your business."
    >
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {features.map((feature) => (
          <IconCard key={feature.title} tone="raised" testId="feature-card" {...feature} />
        ))}
      </ul>
    </LandingSection>
  );
}
