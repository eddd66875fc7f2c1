"use server";

import { removeBusinessImage, uploadBusinessImage } from "@/lib/business-images/actions";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

export const uploadBusinessImageAction = serverAction(uploadBusinessImage, { revalidate: WHOLE_DASHBOARD });
export const removeBusinessImageAction = serverAction(removeBusinessImage, { revalidate: WHOLE_DASHBOARD });
