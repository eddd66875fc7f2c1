import { ArrowRight, CalendarCheck, Clock, Sparkles } from "lucide-react";
import { CtaLink } from "./cta-link";

const stats = [
  { value: "40%", label: "more bookings" },
  { value: "24/7", label: "online booking" },
  { value: "£0", label: "during the beta" },
];

const slots = ["09:30", "10:15", "11:00", "13:45", "15:30", "17:00"];

export function HeroSection() {
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[28rem] bg-gradient-to-b from-brand-50 to-white"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-medium text-brand-700">
            <Sparkles className="size-4" aria-hidden="true" />
            Free beta — no card required
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            Online booking for UK salons, spas and clinics
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-pretty text-slate-600">
            Give clients a booking page in your own branding, open 24/7. Manage your team&apos;s diaries and see how
            your business is doing — businesses that take bookings online see up to 40% more bookings. Free while
            we&apos;re in beta.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <CtaLink href="/register">
              Start Free
              <ArrowRight className="size-5" aria-hidden="true" />
            </CtaLink>
            <CtaLink href="/book/demo" variant="secondary">
              View Demo
            </CtaLink>
          </div>
          <dl className="mt-10 grid max-w-md grid-cols-3 gap-4 border-t border-slate-200 pt-6">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col-reverse gap-1">
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="text-2xl font-bold tracking-tight text-slate-900">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        {/* Decorative preview of a public booking page; hidden from assistive technology. */}
        <div aria-hidden="true" className="relative isolate mx-auto w-full max-w-md lg:max-w-none">
          <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-brand-100/60 blur-2xl" />
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-slate-900/5 sm:p-6">
            <div className="flex items-center gap-3">
              <div className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <CalendarCheck className="size-6" />
              </div>
              <div>
                <div className="font-semibold text-slate-900">Studio Rose</div>
                <div className="text-sm text-slate-600">Hair &amp; Beauty · Leeds</div>
              </div>
            </div>
            <div className="mt-5 flex items-center justify-between rounded-xl border border-slate-200 px-4 py-3">
              <div>
                <div className="text-sm font-medium text-slate-900">Cut &amp; blow-dry</div>
                <div className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
                  <Clock className="size-3.5" />
                  45 min · with Amy
                </div>
              </div>
              <div className="font-semibold text-slate-900">£42</div>
            </div>
            <div className="mt-5 text-sm font-medium text-slate-900">Thursday 12 June</div>
            <div className="mt-3 grid grid-cols-3 gap-2">
              {slots.map((slot) => (
                <div
                  key={slot}
                  className={
                    slot === "11:00"
                      ? "rounded-lg bg-brand-700 py-2 text-center text-sm font-semibold text-white"
                      : "rounded-lg border border-slate-200 py-2 text-center text-sm text-slate-700"
                  }
                >
                  {slot}
                </div>
              ))}
            </div>
            <div className="mt-5 rounded-xl bg-slate-900 py-3 text-center text-sm font-semibold text-white">
              Confirm booking
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
