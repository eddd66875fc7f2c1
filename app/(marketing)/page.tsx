import type { Metadata } from "next";
import { CallToAction } from "@/components/landing/call-to-action";
import { FeatureCards } from "@/components/landing/feature-cards";
import { HashRouteRedirect } from "@/components/landing/hash-route-redirect";
import { HeroSection } from "@/components/landing/hero-section";
import { IndustryCards } from "@/components/landing/industry-cards";
import { SiteFooter } from "@/components/landing/site-footer";
import { SiteHeader } from "@/components/landing/site-header";
import { Testimonials } from "@/components/landing/testimonials";

export const metadata: Metadata = {
  title: { absolute: "BookingPro — online booking for UK salons, spas and clinics" },
  description:
    "Free beta: a white-label online booking page for UK hair salons, barbers, beauty salons, spas and clinics, with staff management and analytics. Get up to 40% more bookings.",
};

export default function LandingPage() {
  return (
    <>
      <HashRouteRedirect />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-slate-900 focus:shadow-lg"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <HeroSection />
        <FeatureCards />
        <IndustryCards />
        <Testimonials />
        <CallToAction />
      </main>
      <SiteFooter />
    </>
  );
}
