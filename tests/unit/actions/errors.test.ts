import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError, ERROR_STATUS, type ErrorCode } from "@/lib/errors";
import { jsonFromError, jsonValidationError } from "@/lib/http/json-response";

describe("AppError", () => {
  it.each(Object.entries(ERROR_STATUS) as [ErrorCode, number][])("%s answers HTTP %i", (code, status) => {
    const error = new AppError(code, "Message for the user");
    expect(error.status).toBe(status);
    expect(error.code).toBe(code);
    expect(error.message).toBe("Message for the user");
  });

  it("becomes a JSON error with its code, message and field errors", async () => {
    const response = jsonFromError(new AppError("conflict", "Taken", { fieldErrors: { email: "Taken" } }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: "Taken", code: "conflict", fieldErrors: { email: "Taken" } });
  });

  it("labels only a lost slot as slot_taken (other conflicts are not)", async () => {
    expect(await jsonFromError(new AppError("slot_taken", "Gone")).json()).toMatchObject({ code: "slot_taken" });
    expect(await jsonFromError(new AppError("conflict", "Too late to change")).json()).toMatchObject({
      code: "conflict",
    });
  });

  it("hides anything else behind a 500 without its message", async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const response = jsonFromError(new Error("database password is hunter2"));
      expect(response.status).toBe(500);
      expect(JSON.stringify(await response.json())).not.toContain("hunter2");
    } finally {
      console.error = original;
    }
  });

  it("answers a zod failure 422 with the first message per field", async () => {
    const parsed = z.object({ name: z.string().min(1, "Name is required"), age: z.number() }).safeParse({ name: "" });
    if (parsed.success) throw new Error("expected a failure");
    const response = jsonValidationError(parsed.error);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.error).toBe("Name is required");
    expect(Object.keys(body.fieldErrors)).toEqual(["name", "age"]);
  });
});
