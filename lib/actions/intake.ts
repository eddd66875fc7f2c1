"use server";

import {
  createIntakeForm,
  deleteIntakeForm,
  deleteIntakeQuestion,
  moveIntakeQuestion,
  renameIntakeForm,
  saveIntakeQuestion,
  setServiceIntakeForm,
} from "@/lib/intake/form-actions";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

const FORMS_PATH = "/dashboard/intake-forms";

export const createIntakeFormAction = serverAction(createIntakeForm, { revalidate: WHOLE_DASHBOARD });
export const renameIntakeFormAction = serverAction(renameIntakeForm, { revalidate: WHOLE_DASHBOARD });
export const deleteIntakeFormAction = serverAction(deleteIntakeForm, { revalidate: WHOLE_DASHBOARD });
export const saveIntakeQuestionAction = serverAction(saveIntakeQuestion, { revalidate: FORMS_PATH });
export const deleteIntakeQuestionAction = serverAction(deleteIntakeQuestion, { revalidate: FORMS_PATH });
export const moveIntakeQuestionAction = serverAction(moveIntakeQuestion, { revalidate: FORMS_PATH });
export const setServiceIntakeFormAction = serverAction(setServiceIntakeForm, { revalidate: WHOLE_DASHBOARD });
