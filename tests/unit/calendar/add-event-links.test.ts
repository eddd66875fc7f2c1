import { describe, expect, it } from "vitest";
import { buildCustomerCalendarLinks } from "@/lib/bookings/customer-calendar";
import { buildAddEventLinks } from "@/lib/calendar/add-event-links";

const event = {
  title: "Cut & colour at Bella",
  // Sun 25 Oct 2026, the day the clocks go back: from then on 09:30 UTC is 09:30 in London.
  startsAt: new Date("2026-10-25T09:30:00Z"),
  endsAt: new Date("2026-10-25T11:00:00Z"),
  details: "With Emma\nManage your booking: https://app.example.com/manage/t",
  location: "1 High St, Leeds",
};

describe("buildAddEventLinks", () => {
  it("gives Google's template link the UTC start/end and every field", () => {
    const url = new URL(buildAddEventLinks(event).google);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Cut & colour at Bella");
    expect(url.searchParams.get("dates")).toBe("20261025T093000Z/20261025T110000Z");
    expect(url.searchParams.get("details")).toBe(event.details);
    expect(url.searchParams.get("location")).toBe("1 High St, Leeds");
  });

  it("gives Outlook's compose link ISO instants", () => {
    const url = new URL(buildAddEventLinks(event).outlook);
    expect(url.hostname).toBe("outlook.live.com");
    expect(url.searchParams.get("rru")).toBe("addevent");
    expect(url.searchParams.get("subject")).toBe("Cut & colour at Bella");
    expect(url.searchParams.get("startdt")).toBe("2026-10-25T09:30:00.000Z");
    expect(url.searchParams.get("enddt")).toBe("2026-10-25T11:00:00.000Z");
  });
});

describe("buildCustomerCalendarLinks", () => {
  it("puts the .ics beside the manage page and cleans control characters from the title", () => {
    const links = buildCustomerCalendarLinks(
      { serviceName: "Cut\r\nX-EVIL:1", staffName: "", startsAt: event.startsAt, endsAt: event.endsAt },
      { name: "Bella", address: "" },
      "https://app.example.com/manage/t",
    );
    expect(links.ics).toBe("https://app.example.com/manage/t/calendar.ics");
    const text = new URL(links.google).searchParams.get("text")!;
    expect(text).not.toMatch(/[\r\n]/);
    expect(new URL(links.google).searchParams.get("details")).toBe(
      "Manage your booking: https://app.example.com/manage/t",
    );
  });
});
