import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { saveBusiness } from "@/lib/business/actions";
import { NO_CUSTOM_DOMAIN_MESSAGE, saveWhiteLabel, verifyCustomDomain } from "@/lib/business/white-label-actions";
import { loadUser } from "@/lib/auth/load-user";
import { hashPassword } from "@/lib/auth/password";
import { setDatabaseHandle } from "@/db";
import { businesses, releasedSlugs, users } from "@/db/schema";
import { DEMO_ACCOUNTS, DEMO_BUSINESS_SLUG, seedDemoData } from "@/db/seed";
import { FORBIDDEN_MESSAGE } from "@/lib/errors";
import { getPublicSite } from "@/lib/booking-page/public-site";
import { parseHost } from "@/lib/tenant/parse-host";
import { resolveTenant } from "@/lib/tenant/resolve-tenant";
import { encodeSiteKey } from "@/lib/tenant/site-path";
import {
  DOMAIN_DNS_UNAVAILABLE_MESSAGE,
  DOMAIN_RECORD_MISMATCH_MESSAGE,
  DOMAIN_RECORD_NOT_FOUND_MESSAGE,
  DOMAIN_VERIFIED_MESSAGE,
  checkVerificationRecord,
} from "@/lib/tenant/verify-domain";
import { EMPTY_BUSINESS_FORM, toBusinessFormFields } from "@/lib/business/schema";
import { SUBDOMAIN_RECENTLY_RELEASED_MESSAGE, SUBDOMAIN_TAKEN_MESSAGE } from "@/lib/business/white-label-schema";
import { startLocalDnsServer, type LocalDnsServer } from "@/scripts/local-dns-server";
import { insertBusiness } from "../support/fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { setTestEnv } from "@/tests/support/env";

/*
 * Custom-domain verification through Node's real resolver, asking a DNS server on 127.0.0.1 that
 * plays the owner's DNS provider. One server for the whole file: the app reads DNS_SERVERS once.
 */

const [OWNER, MANAGER, STAFF] = DEMO_ACCOUNTS;
const DOMAIN = "bookings.bella-verify.co.uk";
const OTHER_DOMAIN = "book.other-verify.co.uk";
const OTHER_OWNER = { email: "boss@verify.example.com", password: "boss-pass" };

let dnsServer: LocalDnsServer;
let restoreEnv = () => {};

beforeAll(async () => {
  dnsServer = await startLocalDnsServer();
  restoreEnv = setTestEnv({ DNS_SERVERS: dnsServer.address });
});
afterAll(async () => {
  restoreEnv();
  await dnsServer?.close();
});

function form(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    customDomain: "",
    subdomain: DEMO_BUSINESS_SLUG,
    companyName: "",
    logoUrl: "",
    primaryColor: "#0ea5e9",
    enableStaffLogin: "on",
    staffCanViewAllBookings: "on",
    staffCanModifyBookings: "on",
    staffCanManageAvailability: "on",
    ...overrides,
  };
}

describe.each(databaseKinds)("custom domain verification on %s", (kind) => {
  let database: TestDatabase;
  let demoId: string;
  let otherId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    setDatabaseHandle(database);
    await seedDemoData(database.db);
    const [demo] = await database.db.select().from(businesses).where(eq(businesses.slug, DEMO_BUSINESS_SLUG));
    demoId = demo.id;
    const other = await insertBusiness(database.db, { slug: "other-verify", name: "Other Verify" });
    otherId = other.id;
    const [boss] = await database.db
      .insert(users)
      .values({
        email: OTHER_OWNER.email,
        name: "Boss",
        role: "owner",
        passwordHash: await hashPassword(OTHER_OWNER.password),
        businessId: otherId,
      })
      .returning();
    await database.db.update(businesses).set({ ownerId: boss.id }).where(eq(businesses.id, otherId));
  });

  afterEach(async () => {
    for (const name of [DOMAIN, OTHER_DOMAIN, "new.bella-verify.co.uk"]) dnsServer.setTxt(`_bookingpro.${name}`);
    await database.db.delete(releasedSlugs);
    // The other business first: a test may have given it the demo's slug.
    await database.db
      .update(businesses)
      .set({ slug: "other-verify", customDomain: null, customDomainToken: null, customDomainVerifiedAt: null })
      .where(eq(businesses.id, otherId));
    await database.db
      .update(businesses)
      .set({ slug: DEMO_BUSINESS_SLUG, customDomain: null, customDomainToken: null, customDomainVerifiedAt: null })
      .where(eq(businesses.id, demoId));
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    await database?.drop();
  });

  async function userByEmail(email: string) {
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    return (await loadUser(database.db, row.id))!;
  }
  const owner = () => userByEmail(OWNER.email);
  const boss = () => userByEmail(OTHER_OWNER.email);

  async function businessRow(id: string) {
    const [row] = await database.db.select().from(businesses).where(eq(businesses.id, id));
    return row;
  }

  /** The business a request to this host shows (public site) and brands its sign-in pages with. */
  async function siteFor(host: string) {
    const parsed = parseHost(host);
    if (parsed.kind !== "tenant") return null;
    const [page, tenant] = await Promise.all([
      getPublicSite(encodeSiteKey({ kind: "host", hostname: parsed.hostname, subdomain: parsed.subdomain })),
      resolveTenant(parsed.hostname, parsed.subdomain),
    ]);
    expect(tenant?.id ?? null).toBe(page?.id ?? null);
    return page?.id ?? null;
  }

  async function saveDomain(user: Awaited<ReturnType<typeof owner>>, customDomain: string, subdomain: string) {
    const result = await runAction(saveWhiteLabel, user, form({ customDomain, subdomain }), database.db);
    expect(result).toMatchObject({ ok: true });
    return result as Extract<typeof result, { ok: true }>;
  }

  it("gives a saved domain a random token and leaves it Pending: it does not resolve", async () => {
    const saved = await saveDomain(await owner(), DOMAIN, DEMO_BUSINESS_SLUG);
    const row = await businessRow(demoId);
    expect(row.customDomainToken).toMatch(/^bookingpro-verify=[0-9a-f]{40}$/);
    expect(row.customDomainVerifiedAt).toBeNull();
    expect(saved.data).toEqual({
      slug: DEMO_BUSINESS_SLUG,
      customDomain: DOMAIN,
      customDomainToken: row.customDomainToken,
      customDomainVerifiedAt: null,
    });
    expect(await siteFor(DOMAIN)).toBeNull();
    // The subdomain keeps working meanwhile.
    expect(await siteFor("demo.localhost:3000")).toBe(demoId);

    // Saving the same domain again keeps its token.
    await saveDomain(await owner(), `https://${DOMAIN.toUpperCase()}/`, DEMO_BUSINESS_SLUG);
    expect((await businessRow(demoId)).customDomainToken).toBe(row.customDomainToken);
  });

  it("fails without the TXT record, with the wrong value, and with another business's token", async () => {
    await saveDomain(await owner(), DOMAIN, DEMO_BUSINESS_SLUG);
    expect(await runAction(verifyCustomDomain, await owner(), {}, database.db)).toEqual({
      ok: false,
      code: "invalid",
      error: DOMAIN_RECORD_NOT_FOUND_MESSAGE,
    });

    dnsServer.setTxt(`_bookingpro.${DOMAIN}`, "bookingpro-verify=0000", "v=spf1 -all");
    expect(await runAction(verifyCustomDomain, await owner(), {}, database.db)).toEqual({
      ok: false,
      code: "invalid",
      error: DOMAIN_RECORD_MISMATCH_MESSAGE,
    });

    // The other business's own (valid) token, published for this domain, proves nothing about it.
    await saveDomain(await boss(), OTHER_DOMAIN, "other-verify");
    const otherToken = (await businessRow(otherId)).customDomainToken!;
    dnsServer.setTxt(`_bookingpro.${DOMAIN}`, otherToken);
    expect(await runAction(verifyCustomDomain, await owner(), {}, database.db)).toMatchObject({
      ok: false,
      error: DOMAIN_RECORD_MISMATCH_MESSAGE,
    });
    // Nor does this business's token published under the other domain's name verify the other one for it.
    dnsServer.setTxt(`_bookingpro.${OTHER_DOMAIN}`, (await businessRow(demoId)).customDomainToken!);
    expect(await runAction(verifyCustomDomain, await boss(), {}, database.db)).toMatchObject({ ok: false });

    expect((await businessRow(demoId)).customDomainVerifiedAt).toBeNull();
    expect((await businessRow(otherId)).customDomainVerifiedAt).toBeNull();
    expect(await siteFor(DOMAIN)).toBeNull();
    expect(await siteFor(OTHER_DOMAIN)).toBeNull();
  });

  it("verifies with the right token (among other records, split into chunks), then resolves", async () => {
    await saveDomain(await owner(), DOMAIN, DEMO_BUSINESS_SLUG);
    const token = (await businessRow(demoId)).customDomainToken!;
    dnsServer.setTxt(`_bookingpro.${DOMAIN}`, "google-site-verification=abc", [token.slice(0, 10), token.slice(10)]);

    const result = await runAction(verifyCustomDomain, await owner(), {}, database.db);
    expect(result).toMatchObject({ ok: true, message: DOMAIN_VERIFIED_MESSAGE });
    const row = await businessRow(demoId);
    expect(row.customDomainVerifiedAt).toBeInstanceOf(Date);
    expect((result as { data: { verifiedAt: string } }).data.verifiedAt).toBe(
      row.customDomainVerifiedAt!.toISOString(),
    );

    expect(await siteFor(DOMAIN)).toBe(demoId);
    expect(await siteFor(`${DOMAIN.toUpperCase()}:443`)).toBe(demoId);
    // The White Label screen reads it back as verified, with the same token.
    const saved = await saveDomain(await owner(), DOMAIN, DEMO_BUSINESS_SLUG);
    expect(saved.data).toMatchObject({ customDomainToken: token, customDomainVerifiedAt: expect.any(String) });

    // Verifying again is harmless, even after the record is gone.
    dnsServer.setTxt(`_bookingpro.${DOMAIN}`);
    expect(await runAction(verifyCustomDomain, await owner(), {}, database.db)).toMatchObject({ ok: true });
  });

  it("resets verification and issues a new token when the domain changes or is removed", async () => {
    await saveDomain(await owner(), DOMAIN, DEMO_BUSINESS_SLUG);
    const first = (await businessRow(demoId)).customDomainToken!;
    dnsServer.setTxt(`_bookingpro.${DOMAIN}`, first);
    expect(await runAction(verifyCustomDomain, await owner(), {}, database.db)).toMatchObject({ ok: true });
    expect(await siteFor(DOMAIN)).toBe(demoId);

    const changed = await saveDomain(await owner(), "new.bella-verify.co.uk", DEMO_BUSINESS_SLUG);
    const row = await businessRow(demoId);
    expect(row.customDomainVerifiedAt).toBeNull();
    expect(row.customDomainToken).not.toBe(first);
    expect(changed.data).toMatchObject({ customDomainToken: row.customDomainToken, customDomainVerifiedAt: null });
    expect(await siteFor("new.bella-verify.co.uk")).toBeNull();
    expect(await siteFor(DOMAIN)).toBeNull();
    // The old record does not verify the new domain.
    dnsServer.setTxt(`_bookingpro.new.bella-verify.co.uk`, first);
    expect(await runAction(verifyCustomDomain, await owner(), {}, database.db)).toMatchObject({
      ok: false,
      error: DOMAIN_RECORD_MISMATCH_MESSAGE,
    });

    // Removing it clears token and verification; going back to the old domain means verifying again.
    await saveDomain(await owner(), "", DEMO_BUSINESS_SLUG);
    expect(await businessRow(demoId)).toMatchObject({ customDomainToken: null, customDomainVerifiedAt: null });
    expect(await runAction(verifyCustomDomain, await owner(), {}, database.db)).toEqual({
      ok: false,
      code: "invalid",
      error: NO_CUSTOM_DOMAIN_MESSAGE,
    });
    await saveDomain(await owner(), DOMAIN, DEMO_BUSINESS_SLUG);
    expect((await businessRow(demoId)).customDomainToken).not.toBe(first);
    expect(await siteFor(DOMAIN)).toBeNull();
  });

  it("refuses managers and staff; a signed-out caller too", async () => {
    await saveDomain(await owner(), DOMAIN, DEMO_BUSINESS_SLUG);
    dnsServer.setTxt(`_bookingpro.${DOMAIN}`, (await businessRow(demoId)).customDomainToken!);
    for (const account of [MANAGER, STAFF]) {
      expect(await runAction(verifyCustomDomain, await userByEmail(account.email), {}, database.db)).toEqual({
        ok: false,
        code: "forbidden",
        error: FORBIDDEN_MESSAGE,
      });
    }
    expect(await runAction(verifyCustomDomain, null, {}, database.db)).toMatchObject({ ok: false });
    expect((await businessRow(demoId)).customDomainVerifiedAt).toBeNull();
  });

  it("verifies only the caller's own business, whatever is posted", async () => {
    await saveDomain(await boss(), OTHER_DOMAIN, "other-verify");
    dnsServer.setTxt(`_bookingpro.${OTHER_DOMAIN}`, (await businessRow(otherId)).customDomainToken!);
    const result = await runAction(verifyCustomDomain, await owner(), { businessId: otherId }, database.db);
    expect(result).toEqual({ ok: false, code: "invalid", error: NO_CUSTOM_DOMAIN_MESSAGE });
    expect((await businessRow(otherId)).customDomainVerifiedAt).toBeNull();
  });

  it("says DNS could not be asked when the server does not answer", async () => {
    const check = await checkVerificationRecord(DOMAIN, "x", { servers: ["127.0.0.1:9"], timeoutMs: 300, tries: 1 });
    expect(check).toEqual({ ok: false, reason: "unavailable" });
    // A server that never answers: the resolver gives up after its timeout.
    const { createSocket } = await import("node:dgram");
    const silent = createSocket("udp4");
    await new Promise<void>((resolve) => silent.bind(0, "127.0.0.1", resolve));
    try {
      const started = Date.now();
      const silentCheck = await checkVerificationRecord(DOMAIN, "x", {
        servers: [`127.0.0.1:${silent.address().port}`],
        timeoutMs: 200,
        tries: 1,
      });
      expect(silentCheck).toEqual({ ok: false, reason: "unavailable" });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      silent.close();
    }
    expect(DOMAIN_DNS_UNAVAILABLE_MESSAGE).toContain("try again");
  });

  describe("released subdomains", () => {
    it("holds a changed-away subdomain for 30 days against other businesses", async () => {
      await saveDomain(await owner(), "", "bella-moved");
      expect(await database.db.select().from(releasedSlugs)).toMatchObject([
        { slug: DEMO_BUSINESS_SLUG, businessId: demoId },
      ]);
      // The old address no longer shows the business, and nobody else can take it.
      expect(await siteFor("demo.localhost")).toBeNull();
      const refused = await runAction(saveWhiteLabel, await boss(), form({ subdomain: "demo" }), database.db);
      expect(refused).toMatchObject({
        ok: false,
        error: SUBDOMAIN_RECENTLY_RELEASED_MESSAGE,
        fieldErrors: { subdomain: SUBDOMAIN_RECENTLY_RELEASED_MESSAGE },
      });
      expect((await businessRow(otherId)).slug).toBe("other-verify");

      // 29 days on: still held. 31 days on: free, and the release record goes with the claim.
      const age = async (days: number) =>
        database.db
          .update(releasedSlugs)
          .set({ releasedAt: sql`now() - make_interval(days => ${days})` })
          .where(eq(releasedSlugs.slug, DEMO_BUSINESS_SLUG));
      await age(29);
      expect(await runAction(saveWhiteLabel, await boss(), form({ subdomain: "demo" }), database.db)).toMatchObject({
        ok: false,
        fieldErrors: { subdomain: SUBDOMAIN_RECENTLY_RELEASED_MESSAGE },
      });
      await age(31);
      await saveDomain(await boss(), "", "demo");
      expect((await businessRow(otherId)).slug).toBe("demo");
      expect(await database.db.select().from(releasedSlugs)).toMatchObject([
        { slug: "other-verify", businessId: otherId },
      ]);
      expect(await siteFor("demo.localhost")).toBe(otherId);
    });

    it("lets the business that released a subdomain take it back at once", async () => {
      await saveDomain(await owner(), "", "bella-moved");
      await saveDomain(await owner(), "", DEMO_BUSINESS_SLUG);
      expect((await businessRow(demoId)).slug).toBe(DEMO_BUSINESS_SLUG);
      expect(await siteFor("demo.localhost")).toBe(demoId);
      // …and 'bella-moved' is now held for it in turn.
      expect(
        await runAction(saveWhiteLabel, await boss(), form({ subdomain: "bella-moved" }), database.db),
      ).toMatchObject({ ok: false, fieldErrors: { subdomain: SUBDOMAIN_RECENTLY_RELEASED_MESSAGE } });
      // A subdomain in use is still simply taken.
      expect(await runAction(saveWhiteLabel, await boss(), form({ subdomain: "demo" }), database.db)).toMatchObject({
        ok: false,
        fieldErrors: { subdomain: SUBDOMAIN_TAKEN_MESSAGE },
      });
    });

    it("never hands a held subdomain to a new business", async () => {
      await database.db.insert(releasedSlugs).values({ slug: "fresh-salon", businessId: otherId });
      const [newcomer] = await database.db
        .insert(users)
        .values({ email: "new@verify.example.com", name: "Nia", role: "owner", passwordHash: await hashPassword("x") })
        .returning();
      const created = await runAction(
        saveBusiness,
        await loadUser(database.db, newcomer.id),
        toBusinessFormFields({ ...EMPTY_BUSINESS_FORM, name: "Fresh Salon", type: "salon" }),
        database.db,
      );
      expect(created).toMatchObject({ ok: true, data: { created: true, slug: "fresh-salon-2" } });
    });
  });
});
