import type { Metadata } from "next";
import { CustomizeEditor } from "@/components/customize/customize-editor";
import { SetupRequired } from "@/components/dashboard/setup-required";
import { requireUser } from "@/lib/auth/session";
import { getDb } from "@/db";
import { getCustomizeSettings } from "@/lib/business/customization-queries";
import { listServices } from "@/lib/services/queries";
import { getPlatformOrigin } from "@/lib/tenant/public-origin";
import { buildPublicUrls } from "@/lib/tenant/public-urls";
import { ScreenHeader } from "@/components/dashboard/screen-header";
import { displayOrder } from "@/lib/services/reorder";

export const metadata: Metadata = { title: "Customize Booking Page" };

/** Owner and manager: the public booking page's colours, layout, branding and embed code, with a live preview. */
export default async function CustomizePage() {
  const user = await requireUser({ can: ["manage", "business"] });
  const db = getDb();
  const [settings, services] = user.business
    ? await Promise.all([getCustomizeSettings(db, user.business.id), listServices(db, user.business.id)])
    : [null, []];

  return (
    <section className="mx-auto max-w-7xl">
      <ScreenHeader className="mb-6" title="Customize Booking Page">
        Make your booking page look like your business.
      </ScreenHeader>
      {settings ? (
        <CustomizeEditor
          settings={settings}
          // In the booking page's order: the business's order, grouped by category.
          services={displayOrder(services.filter((service) => service.isActive)).map(
            ({ id, name, durationMinutes, pricePence, color }) => ({
              id,
              name,
              durationMinutes,
              pricePence,
              color,
            }),
          )}
          urls={buildPublicUrls({
            platformOrigin: getPlatformOrigin(),
            slug: settings.slug,
            customDomain: settings.customDomain,
          })}
        />
      ) : (
        <SetupRequired
          role={user.role}
          message="Please complete your business setup before customizing your booking page."
        />
      )}
    </section>
  );
}
