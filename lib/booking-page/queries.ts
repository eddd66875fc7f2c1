import "server-only";
import { getDb } from "@/db";
import { loadBookableBusiness, type BookableBusiness } from "@/lib/availability/booking-context";
import {
  customizationSchema,
  parseWithDefaults,
  staffAccessSchema,
  whiteLabelSchema,
} from "@/lib/business/settings-schema";
import { toUploadedImages, withUploadedImages } from "@/lib/business-images/urls";
import type { SiteKey } from "@/lib/tenant/site-path";

/**
 * Everything the public booking page shows of a business (its one bookable record, lib/availability/booking-context.ts)
 * with its settings parsed; uploaded images over addresses.
 */
export function toPublicBookingPage(business: BookableBusiness) {
  // One page per cached business object: the layout, the metadata and the page share it, as they share the business.
  let page = pages.get(business);
  if (!page) pages.set(business, (page = buildPublicBookingPage(business)));
  return page;
}

function buildPublicBookingPage(business: BookableBusiness) {
  const { images, ...rest } = business;
  return {
    ...rest,
    // Every public view (page, embed, metadata, tenant sign-in branding) shows an uploaded image over an address.
    customization: withUploadedImages(
      parseWithDefaults(customizationSchema, business.customization),
      toUploadedImages(business.slug, images),
    ),
    whiteLabel: parseWithDefaults(whiteLabelSchema, business.whiteLabel),
    staffAccess: parseWithDefaults(staffAccessSchema, business.staffAccess),
  };
}

/** The public booking page of the business `key` names, read fresh; null when there is none. */
export async function findPublicBookingPage(key: SiteKey) {
  const business = await loadBookableBusiness(getDb(), key);
  return business ? toPublicBookingPage(business) : null;
}

export type PublicBookingPage = ReturnType<typeof buildPublicBookingPage>;

const pages = new WeakMap<BookableBusiness, PublicBookingPage>();
