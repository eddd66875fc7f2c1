import { expect, type APIRequestContext, type Page } from "@playwright/test";

export type DemoIds = { serviceId: string; staffId: string };

/** The ids of a demo service and staff member, as the public page asks for their availability. */
export async function getDemoIds(page: Page, service: string, staff: string): Promise<DemoIds> {
  await page.goto("/book/demo");
  await page.getByTestId("service-option").filter({ hasText: service }).click();
  const availability = page.waitForRequest(/\/availability\?/);
  await page.getByTestId("staff-option").filter({ hasText: staff }).click();
  const url = new URL((await availability).url());
  return { serviceId: url.searchParams.get("serviceId")!, staffId: url.searchParams.get("staffId")! };
}

/** Free slots from `fromOffset` days on, as [date, time] pairs. */
export async function getFreeSlots(
  request: APIRequestContext,
  ids: DemoIds,
  fromIndex = 2,
): Promise<[string, string][]> {
  const response = await request.get(
    `/api/public/businesses/demo/availability?serviceId=${ids.serviceId}&staffId=${ids.staffId}`,
  );
  expect(response.ok()).toBe(true);
  const { days } = (await response.json()) as { days: { date: string; slots: string[] }[] };
  return days.slice(fromIndex).flatMap((day) => day.slots.map((time) => [day.date, time] as [string, string]));
}

export async function bookViaApi(
  request: APIRequestContext,
  ids: DemoIds,
  date: string,
  time: string,
  customerName: string,
  customerEmail = "api-customer@example.com",
) {
  return request.post("/api/public/businesses/demo/bookings", {
    data: { ...ids, date, time, customerName, customerEmail, customerPhone: "", notes: "" },
  });
}

/**
 * Books a visit of several services with one professional through the public API, starting at `date` `time`.
 * Answers the API's body: the visit (each service with who and when) and its manage link.
 */
export async function bookVisitViaApi(
  request: APIRequestContext,
  items: DemoIds[],
  date: string,
  time: string,
  customerName: string,
  customerEmail = "visit-customer@example.com",
) {
  const staffing = new Set(items.map((item) => item.staffId)).size === 1 ? "same" : "each";
  const response = await request.post("/api/public/businesses/demo/visits", {
    data: { items, staffing, date, time, customerName, customerEmail, customerPhone: "", notes: "" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as {
    visit: { id: string; items: { bookingId: string; serviceName: string; staffName: string; time: string }[] };
    manageUrl: string;
  };
}
