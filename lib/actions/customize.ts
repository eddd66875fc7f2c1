"use server";

import { saveCustomization } from "@/lib/business/customize-actions";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

export const saveCustomizationAction = serverAction(saveCustomization, { revalidate: WHOLE_DASHBOARD });
