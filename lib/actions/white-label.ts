"use server";

import { saveWhiteLabel, verifyCustomDomain } from "@/lib/business/white-label-actions";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

// The slug appears in links across the dashboard (booking page, staff invites).
export const saveWhiteLabelAction = serverAction(saveWhiteLabel, { revalidate: WHOLE_DASHBOARD });

// Verification changes what the public pages and the White Label status show.
export const verifyCustomDomainAction = serverAction(verifyCustomDomain, { revalidate: WHOLE_DASHBOARD });
