"use server";

import { saveBusiness } from "@/lib/business/actions";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

// The business name shows in the dashboard's top bar.
export const saveBusinessAction = serverAction(saveBusiness, { revalidate: WHOLE_DASHBOARD });
