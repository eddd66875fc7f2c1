"use server";

import { markNotificationsRead } from "@/lib/notifications/actions";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

// The badge is in the dashboard's layout.
export const markNotificationsReadAction = serverAction(markNotificationsRead, { revalidate: WHOLE_DASHBOARD });
