"use server";

import { bookRepeatSeries, checkRepeatSeries } from "@/lib/series/series-actions";
import { cancelSeriesBookings, moveSeriesBookings } from "@/lib/series/series-change-actions";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

// A series' appointments show on the schedule, the bookings list, the overview, the notifications and analytics.
export const bookRepeatSeriesAction = serverAction(bookRepeatSeries, { revalidate: WHOLE_DASHBOARD });
export const checkRepeatSeriesAction = serverAction(checkRepeatSeries);
export const cancelSeriesBookingsAction = serverAction(cancelSeriesBookings, { revalidate: WHOLE_DASHBOARD });
export const moveSeriesBookingsAction = serverAction(moveSeriesBookings, { revalidate: WHOLE_DASHBOARD });
