import type { Metadata } from "next";
import { Download } from "lucide-react";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { AuditLogList } from "@/components/privacy/audit-log-list";
import { DeleteBusinessPanel } from "@/components/privacy/delete-business-panel";
import { RetentionForm } from "@/components/privacy/retention-form";
import { FormCard } from "@/components/ui/form-card";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { listAuditEntries } from "@/lib/audit/queries";
import { getRetentionMonths } from "@/lib/privacy/queries";
import { BUSINESS_EXPORT_HREF } from "@/lib/privacy/schema";
import { ScreenHeader } from "@/components/dashboard/screen-header";

export const metadata: Metadata = { title: "Data & Privacy" };

/** Owner only (UK GDPR): retention, the whole business's export, the data protection log, deleting the business. */
export default async function PrivacyPage() {
  const user = await requireUser({ can: ["manage", "privacy"] });
  const business = user.business;
  const db = getDb();
  const [months, entries] = business
    ? await Promise.all([getRetentionMonths(db, business.id), listAuditEntries(db, business.id, 50)])
    : [null, []];

  return (
    <section className="mx-auto max-w-4xl space-y-6">
      <ScreenHeader title="Data & Privacy">
        How long you keep customer details, your data, and who did what with it
      </ScreenHeader>
      {business ? (
        <>
          <FormCard
            title="Data Retention"
            headingId="retention-heading"
            description="Keep customer details only as long as you need them (UK GDPR storage limitation)."
          >
            <RetentionForm initialMonths={months} />
          </FormCard>
          <FormCard
            title="Export All Business Data"
            headingId="business-export-heading"
            description="Your profile and settings, services, staff, bookings, blocked dates, customer notes and this log as one JSON file. Secrets such as calendar feed addresses and passwords are never included."
          >
            <a
              href={BUSINESS_EXPORT_HREF}
              download
              className="inline-flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition hover:bg-slate-50 sm:w-auto"
            >
              <Download aria-hidden className="size-4" />
              Export all business data
            </a>
          </FormCard>
          <FormCard
            title="Data Protection Log"
            headingId="audit-log-heading"
            description="The latest 50 exports and erasures of personal data, newest first."
          >
            <AuditLogList entries={entries} timeZone={business.timeZone} />
          </FormCard>
          <FormCard title="Delete Business" headingId="delete-business-heading" className="border-red-200">
            <DeleteBusinessPanel businessName={business.name} />
          </FormCard>
        </>
      ) : (
        <SetupRequired role={user.role} message="Please complete your business setup before managing your data." />
      )}
    </section>
  );
}
