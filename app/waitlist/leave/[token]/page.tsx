import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/db";
import { TokenActionButton } from "@/components/waitlist/token-action-button";
import { WaitlistCard } from "@/components/waitlist/waitlist-card";
import { findEntryWithBusiness } from "@/lib/waitlist/entry-queries";
import { readLeaveToken } from "@/lib/waitlist/leave-token";

export const metadata: Metadata = { title: "Leave the waitlist", robots: { index: false } };

type Props = { params: Promise<{ token: string }> };

/** The signed leave link of every waitlist email. */
export default async function LeaveWaitlistPage({ params }: Props) {
  const { token } = await params;
  const entryId = readLeaveToken(token);
  const entry = entryId ? await findEntryWithBusiness(getDb(), entryId) : null;
  if (!entry) notFound();
  const onList = entry.status === "waiting" || entry.status === "offered";
  return (
    <WaitlistCard title={`Leave the waitlist at ${entry.businessName}`}>
      {onList ? (
        <TokenActionButton kind="leave" token={token} label="Leave the waitlist" />
      ) : (
        <p data-testid="leave-state">You are no longer on this waitlist.</p>
      )}
    </WaitlistCard>
  );
}
