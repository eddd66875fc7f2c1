import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { TokenActionButton } from "@/components/waitlist/token-action-button";
import { WaitlistCard } from "@/components/waitlist/waitlist-card";
import { AppError } from "@/lib/errors";
import { formatDayDateTime } from "@/lib/format/date-time";
import { loadHoldByToken } from "@/lib/waitlist/book-hold";

export const metadata: Metadata = { title: "A time for you", robots: { index: false } };

type Props = { params: Promise<{ token: string }> };

/** The offer link: the held time and a Book button while the hold lasts; booked or ended afterwards. */
export default async function WaitlistOfferPage({ params }: Props) {
  const { token } = await params;
  const hold = await loadHoldByToken(getDb(), token).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  });
  const when = formatDayDateTime(hold.startsAt, hold.timeZone);
  return (
    <WaitlistCard title={`A time at ${hold.businessName}`}>
      <p data-testid="offer-time">
        {hold.serviceName} with {hold.staffName}, {when}
      </p>
      {hold.bookable ? (
        <>
          <p>Held for you until {formatDayDateTime(hold.expiresAt, hold.timeZone)}.</p>
          <TokenActionButton kind="book" token={token} label="Book this time" />
        </>
      ) : hold.status === "used" ? (
        <p data-testid="offer-state">You have booked this time. Your confirmation email has the details.</p>
      ) : (
        <p data-testid="offer-state">This offer has ended: the time is no longer held for you.</p>
      )}
    </WaitlistCard>
  );
}
