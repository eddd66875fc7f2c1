"use server";

import { register, requestPasswordReset, setPassword, signIn } from "./definitions/auth";
import { serverAction } from "./server-action";

export const signInAction = serverAction(signIn);
export const registerAction = serverAction(register);
export const requestPasswordResetAction = serverAction(requestPasswordReset);
export const setPasswordAction = serverAction(setPassword);
