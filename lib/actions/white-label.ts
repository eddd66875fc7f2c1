"use server";

import { saveWhiteLabel } from "./definitions/white-label";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

// The slug appears in links across the dashboard (booking page, staff invites).
export const saveWhiteLabelAction = serverAction(saveWhiteLabel, { revalidate: WHOLE_DASHBOARD });
