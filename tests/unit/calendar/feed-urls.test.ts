import { describe, expect, it } from "vitest";
import { businessFeedUrl, googleSubscribeUrl, outlookSubscribeUrl, staffFeedUrl } from "@/lib/calendar/feed-urls";

describe("feed URLs and subscribe links", () => {
  const feed = businessFeedUrl("https://bookingpro.co.uk", "b1", "a-b_c");

  it("builds the feed URLs on the given origin", () => {
    expect(feed).toBe("https://bookingpro.co.uk/api/calendar/ical/b1?token=a-b_c");
    expect(staffFeedUrl("https://bookingpro.co.uk", "b1", "s1", "t")).toBe(
      "https://bookingpro.co.uk/api/calendar/ical/b1/staff/s1?token=t",
    );
  });

  it("carries the feed URL in the Google and Outlook links", () => {
    expect(new URL(googleSubscribeUrl(feed)).searchParams.get("cid")).toBe(feed);
    const outlook = new URL(outlookSubscribeUrl(feed, "Salon & Spa bookings"));
    expect(outlook.searchParams.get("url")).toBe(feed);
    expect(outlook.searchParams.get("name")).toBe("Salon & Spa bookings");
  });
});
