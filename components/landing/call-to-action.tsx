import { ArrowRight } from "lucide-react";
import { CtaLink } from "./cta-link";

export function CallToAction() {
  return (
    <section aria-labelledby="cta-heading" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-14 text-center shadow-lg sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/5"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-32 -left-20 size-80 rounded-full bg-white/5"
          />
          <h2
            id="cta-heading"
            className="relative mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            Ready to fill your diary?
          </h2>
          <p className="relative mx-auto mt-4 max-w-xl text-lg leading-8 text-pretty text-brand-50">
            Join the free beta today. Set up your booking page in minutes — no card, no contract.
          </p>
          <div className="relative mt-8 flex justify-center">
            <CtaLink href="/register" variant="inverse">
              Start Free
              <ArrowRight className="size-5" aria-hidden="true" />
            </CtaLink>
          </div>
        </div>
      </div>
    </section>
  );
}
