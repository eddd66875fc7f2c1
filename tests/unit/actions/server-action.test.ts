import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

const revalidatePath = vi.fn();
const getCurrentUser = vi.fn();

vi.mock("next/cache", () => ({ revalidatePath: (...args: unknown[]) => revalidatePath(...args) }));
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: () => getCurrentUser() }));
vi.mock("@/db", () => ({ getDb: () => ({}) }));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

const { defineAction } = await import("@/lib/actions/action");
const { serverAction, WHOLE_DASHBOARD } = await import("@/lib/actions/server-action");
const { AppError } = await import("@/lib/errors");

const echo = defineAction({
  access: "public",
  schema: z.object({ value: z.string().min(1, "Value is required"), fail: z.string().optional() }),
  keepFields: ["value"],
  async handler({ value, fail }) {
    if (fail === "app") throw new AppError("conflict", "Taken");
    if (fail === "bug") throw new Error("boom");
    if (fail === "returned") return { ok: false, code: "forbidden", error: "Refused" };
    return { ok: true, message: `did ${value}` };
  },
});

const ownerOnly = defineAction({
  roles: ["owner"],
  requiresBusiness: false,
  schema: z.object({}),
  handler: async () => ({ ok: true }),
});

describe("serverAction", () => {
  beforeEach(() => {
    revalidatePath.mockReset();
    getCurrentUser.mockReset();
  });

  it("returns the wrapper's result and revalidates only after a success", async () => {
    const action = serverAction(echo, { revalidate: WHOLE_DASHBOARD });
    expect(await action(null, { value: "x" })).toEqual({ ok: true, message: "did x" });
    expect(revalidatePath).toHaveBeenCalledWith("/dashboard", "layout");
    revalidatePath.mockReset();
    expect(await action(null, { value: "" })).toMatchObject({
      ok: false,
      code: "invalid",
      error: "Value is required",
      values: { value: "" },
    });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it("revalidates a plain path or one computed from the input", async () => {
    await serverAction(echo, { revalidate: "/dashboard/staff" })(null, { value: "x" });
    expect(revalidatePath).toHaveBeenCalledWith("/dashboard/staff");
    const form = new FormData();
    form.set("value", "abc");
    await serverAction(echo, { revalidate: (input) => `/manage/${String(input.value)}` })(null, form);
    expect(revalidatePath).toHaveBeenLastCalledWith("/manage/abc");
  });

  it("maps AppError to its message, hides unexpected errors and keeps the typed values on every failure", async () => {
    const action = serverAction(echo);
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await action(null, { value: "x", fail: "app" })).toMatchObject({
      ok: false,
      code: "conflict",
      error: "Taken",
      values: { value: "x" },
    });
    expect(await action(null, { value: "x", fail: "bug" })).toEqual({
      ok: false,
      code: "unexpected",
      error: "Something went wrong. Please try again.",
      values: { value: "x" },
    });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(await action(null, { value: "x", fail: "returned" })).toEqual({
      ok: false,
      code: "forbidden",
      error: "Refused",
      values: { value: "x" },
    });
    consoleError.mockRestore();
  });

  it("never reads the session for a public action, and always for a signed-in one", async () => {
    await serverAction(echo)(null, { value: "x" });
    expect(getCurrentUser).not.toHaveBeenCalled();
    getCurrentUser.mockResolvedValue(null);
    expect(await serverAction(ownerOnly)(null, {})).toEqual({
      ok: false,
      code: "unauthenticated",
      error: "Your session has ended. Please sign in again.",
    });
    expect(getCurrentUser).toHaveBeenCalledTimes(1);
  });
});
