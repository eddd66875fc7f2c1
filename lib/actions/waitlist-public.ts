"use server";

import { bookWaitlistOffer, leaveWaitlist } from "@/lib/waitlist/public-actions";
import { serverAction, type Revalidation } from "./server-action";

const token = (input: Record<string, unknown>) => (typeof input.token === "string" ? input.token : "");
const OFFER_PAGE: Revalidation = (input) => `/waitlist/offer/${token(input)}`;
const LEAVE_PAGE: Revalidation = (input) => `/waitlist/leave/${token(input)}`;

export const bookWaitlistOfferAction = serverAction(bookWaitlistOffer, { revalidate: OFFER_PAGE });
export const leaveWaitlistAction = serverAction(leaveWaitlist, { revalidate: LEAVE_PAGE });
