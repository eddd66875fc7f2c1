import { describe, expect, it } from "vitest";
import { formatDateRange } from "@/lib/format/date-range";

describe("formatDateRange", () => {
  it("writes one day as the dashboard's date", () => {
    expect(formatDateRange("2026-12-14", "2026-12-14")).toBe("Mon 14 Dec 2026");
  });

  it("says the month and year once when both days share them", () => {
    expect(formatDateRange("2026-12-14", "2026-12-16")).toBe("Mon 14 – Wed 16 Dec 2026");
    expect(formatDateRange("2026-11-30", "2026-12-02")).toBe("Mon 30 Nov – Wed 2 Dec 2026");
    expect(formatDateRange("2026-12-31", "2027-01-01")).toBe("Thu 31 Dec 2026 – Fri 1 Jan 2027");
  });

  it("shows an unreadable date as it came", () => {
    expect(formatDateRange("soon", "2026-12-16")).toBe("soon – Wed 16 Dec 2026");
  });
});
