import { describe, expect, it } from "vitest";
import { callAction, fieldErrorOf, NETWORK_ERROR_MESSAGE } from "@/lib/actions/client";
import type { ActionResult } from "@/lib/actions/result";

function nextSignal(digest: string) {
  return Object.assign(new Error(digest), { digest });
}

describe("callAction", () => {
  it("passes the arguments through and returns the action's result", async () => {
    const action = async (
      previous: ActionResult<number> | null,
      input: { id: string },
    ): Promise<ActionResult<number>> => ({
      ok: true,
      message: `${previous === null ? "first" : "again"} ${input.id}`,
      data: 7,
    });
    await expect(callAction(action, null, { id: "a" })).resolves.toEqual({ ok: true, message: "first a", data: 7 });
  });

  it("returns a failed result from the action as it is", async () => {
    const failed: ActionResult = {
      ok: false,
      code: "invalid",
      error: "Name is required",
      fieldErrors: { name: "Name is required" },
    };
    await expect(callAction(async () => failed)).resolves.toBe(failed);
  });

  it("turns a thrown network or server failure into the network message", async () => {
    const action = async (): Promise<ActionResult> => {
      throw new TypeError("Failed to fetch");
    };
    await expect(callAction(action)).resolves.toEqual({ ok: false, code: "network", error: NETWORK_ERROR_MESSAGE });
    expect(NETWORK_ERROR_MESSAGE).toBe("We couldn't reach the server. Check your connection and try again.");
  });

  it("treats a digest that is not Next's as a failure", async () => {
    const action = async (): Promise<ActionResult> => {
      throw Object.assign(new Error("crash"), { digest: "1234567" });
    };
    await expect(callAction(action)).resolves.toEqual({ ok: false, code: "network", error: NETWORK_ERROR_MESSAGE });
  });

  it.each(["NEXT_REDIRECT;replace;/login;307;", "NEXT_HTTP_ERROR_FALLBACK;404", "NEXT_NOT_FOUND"])(
    "lets Next's %s signal through",
    async (digest) => {
      const signal = nextSignal(digest);
      const action = async (): Promise<ActionResult> => {
        throw signal;
      };
      await expect(callAction(action)).rejects.toBe(signal);
    },
  );
});

describe("fieldErrorOf", () => {
  const failed: ActionResult = {
    ok: false,
    code: "invalid",
    error: "Check the form",
    fieldErrors: { email: "Enter a valid email" },
  };

  it("reads one field's message from a failed result", () => {
    expect(fieldErrorOf(failed, "email")).toBe("Enter a valid email");
    expect(fieldErrorOf(failed, "name")).toBeUndefined();
  });

  it("gives nothing for no result, a success or a failure without field errors", () => {
    expect(fieldErrorOf(null, "email")).toBeUndefined();
    expect(fieldErrorOf(undefined, "email")).toBeUndefined();
    expect(fieldErrorOf({ ok: true }, "email")).toBeUndefined();
    expect(fieldErrorOf({ ok: false, code: "conflict", error: "Nope" }, "email")).toBeUndefined();
  });
});
