import { describe, expect, it } from "vitest";
import { formatDayDate } from "@/lib/format/date-time";
import { formatPenceShort } from "@/lib/format/money";
import {
  customerHref,
  customerListHref,
  customerNoteSchema,
  escapeLikePattern,
  parseCustomerListParams,
} from "@/lib/customers/schema";

describe("customers helpers", () => {
  it("formats the day and the amount spent", () => {
    expect(formatDayDate(new Date("2026-11-25T14:00:00Z"), "Europe/London")).toBe("Wed 25 Nov 2026");
    expect(formatPenceShort(1800)).toBe("£18");
    expect(formatPenceShort(1850)).toBe("£18.50");
    expect(formatPenceShort(0)).toBe("£0");
    expect(formatPenceShort(123456)).toBe("£1,234.56");
  });

  it("reads the list's URL, falling back to the defaults", () => {
    expect(parseCustomerListParams({})).toEqual({ q: "", sort: "last-visit", page: 1 });
    expect(parseCustomerListParams({ q: "  ann ", sort: "name", page: "3" })).toEqual({
      q: "ann",
      sort: "name",
      page: 3,
    });
    expect(parseCustomerListParams({ q: ["a", "b"], sort: "drop table", page: "-1" })).toEqual({
      q: "",
      sort: "last-visit",
      page: 1,
    });
    expect(customerListHref({ q: "a b", sort: "last-visit", page: 1 })).toBe("/dashboard/customers?q=a+b");
    expect(customerHref("Ann+Tag@Example.com")).toBe("/dashboard/customers/ann%2Btag%40example.com");
  });

  it("takes LIKE wildcards literally", () => {
    expect(escapeLikePattern("50%_off\\")).toBe("50\\%\\_off\\\\");
  });

  it("limits a note to 2000 characters", () => {
    expect(customerNoteSchema.safeParse({ email: "a@b.c", notes: "x".repeat(2000) }).success).toBe(true);
    expect(customerNoteSchema.safeParse({ email: "a@b.c", notes: "x".repeat(2001) }).success).toBe(false);
  });
});
