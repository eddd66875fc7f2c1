import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runAction } from "@/lib/actions/action";
import { FEEDBACK_SUBMITTED_MESSAGE, submitFeedback } from "@/lib/feedback/actions";
import { hashPassword } from "@/lib/auth/password";
import { loadUser } from "@/lib/auth/load-user";
import { NOT_SIGNED_IN_MESSAGE } from "@/lib/errors";
import { FEEDBACK_LIMIT, FEEDBACK_LIMITED_MESSAGE } from "@/lib/feedback/limits";
import { listRecentFeedback } from "@/lib/feedback/queries";
import { FEEDBACK_MESSAGES } from "@/lib/feedback/schema";
import { feedback, users } from "@/db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/test-database";
import { emailOf, IDS, PASSWORD, seedTwoBusinesses, signedIn } from "../support/two-businesses";

process.env.AUTH_SECRET ??= "integration-test-secret";

const valid = {
  type: "bug",
  rating: "2",
  title: "Week view jumps",
  description: "Switching to the week view\r\nscrolls back to 07:00.",
  pageUrl: "http://localhost:3000/dashboard/schedule?view=week",
  browserInfo: {
    userAgent: "Mozilla/5.0 (X11; Linux x86_64)",
    language: "en-GB",
    platform: "Linux x86_64",
    screenResolution: "1920x1080",
    windowSize: "1280x720",
    timezone: "Europe/London",
  },
};

describe.each(databaseKinds)("beta feedback on %s", (kind) => {
  let database: TestDatabase;
  let passwordHash: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await database?.drop();
  });
  beforeEach(async () => {
    await seedTwoBusinesses(database.db, passwordHash);
  });

  const rows = () => database.db.select().from(feedback);

  it("stores one row with the session's user, whatever identity the client sends", async () => {
    const owner = await signedIn(database.db, "A", "owner");
    const result = await runAction(
      submitFeedback,
      owner,
      {
        ...valid,
        userId: IDS.B.owner,
        user_id: IDS.B.owner,
        userName: "Mallory",
        userEmail: "mallory@example.com",
        businessId: IDS.B.business,
      },
      database.db,
    );
    expect(result).toEqual({ ok: true, message: FEEDBACK_SUBMITTED_MESSAGE });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      userId: IDS.A.owner,
      userName: "A Owner",
      userEmail: emailOf("A", "owner"),
      businessId: IDS.A.business,
      feedbackType: "bug",
      rating: 2,
      title: "Week view jumps",
      description: "Switching to the week view\nscrolls back to 07:00.",
      pageUrl: "http://localhost:3000/dashboard/schedule?view=week",
      browserInfo: valid.browserInfo,
    });
    expect((await listRecentFeedback(database.db))[0].id).toBe(stored[0].id);
  });

  it("fills the defaults (general, 5) and stores an unusable page address as empty", async () => {
    const manager = await signedIn(database.db, "A", "manager");
    const result = await runAction(
      submitFeedback,
      manager,
      {
        title: "Hello",
        description: "Nice",
        pageUrl: "javascript:alert(1)",
        browserInfo: { userAgent: "x".repeat(5000), language: 42, extra: "dropped" },
      },
      database.db,
    );
    expect(result.ok).toBe(true);
    const [row] = await rows();
    expect(row).toMatchObject({ feedbackType: "general", rating: 5, pageUrl: "", userId: IDS.A.manager });
    expect(row.browserInfo).toEqual({ userAgent: "x".repeat(512) });
  });

  it("refuses bad input with messages per field, keeps what was typed and stores nothing", async () => {
    const owner = await signedIn(database.db, "A", "owner");
    const empty = await runAction(
      submitFeedback,
      owner,
      { type: "general", rating: "5", title: "  ", description: "" },
      database.db,
    );
    expect(empty).toMatchObject({
      ok: false,
      fieldErrors: { title: FEEDBACK_MESSAGES.titleRequired, description: FEEDBACK_MESSAGES.descriptionRequired },
      values: { type: "general", rating: "5", title: "  ", description: "" },
    });
    const wrong = await runAction(
      submitFeedback,
      owner,
      { ...valid, type: "complaint", rating: "6", title: "t".repeat(201) },
      database.db,
    );
    expect(wrong).toMatchObject({
      ok: false,
      fieldErrors: {
        type: FEEDBACK_MESSAGES.type,
        rating: FEEDBACK_MESSAGES.rating,
        title: FEEDBACK_MESSAGES.titleTooLong,
      },
    });
    for (const input of [null, [], "text", { ...valid, title: { nested: true } }, { ...valid, rating: "2.5" }]) {
      const result = await runAction(submitFeedback, owner, input as never, database.db);
      expect(result.ok).toBe(false);
    }
    expect(await rows()).toHaveLength(0);
  });

  it(`refuses the ${FEEDBACK_LIMIT.perUser + 1}th submission within the window, per user`, async () => {
    const owner = await signedIn(database.db, "A", "owner");
    for (let i = 0; i < FEEDBACK_LIMIT.perUser; i++) {
      expect((await runAction(submitFeedback, owner, valid, database.db)).ok).toBe(true);
    }
    const refused = await runAction(submitFeedback, owner, valid, database.db);
    expect(refused).toMatchObject({ ok: false, error: FEEDBACK_LIMITED_MESSAGE, values: { title: valid.title } });
    expect(await rows()).toHaveLength(FEEDBACK_LIMIT.perUser);
    // Someone else is not held back by it.
    const manager = await signedIn(database.db, "A", "manager");
    expect((await runAction(submitFeedback, manager, valid, database.db)).ok).toBe(true);
  });

  it("works for a staff user and for a user without a business; refuses without a session", async () => {
    const staff = await signedIn(database.db, "A", "staffUser");
    expect(staff?.role).toBe("staff");
    expect((await runAction(submitFeedback, staff, valid, database.db)).ok).toBe(true);

    const [lone] = await database.db
      .insert(users)
      .values({ email: "lone@example.com", name: "Lone Owner", role: "owner", passwordHash })
      .returning();
    const loneUser = await loadUser(database.db, lone.id);
    expect(loneUser?.business).toBeNull();
    expect((await runAction(submitFeedback, loneUser, valid, database.db)).ok).toBe(true);

    expect(await runAction(submitFeedback, null, valid, database.db)).toMatchObject({
      ok: false,
      error: NOT_SIGNED_IN_MESSAGE,
    });

    const stored = await rows();
    expect(stored.map((row) => [row.userId, row.businessId, row.userName]).sort()).toEqual(
      [
        [IDS.A.staffUser, IDS.A.business, "A Stylist"],
        [lone.id, null, "Lone Owner"],
      ].sort(),
    );
    const [staffRow] = await database.db.select().from(feedback).where(eq(feedback.userId, IDS.A.staffUser));
    expect(staffRow.userEmail).toBe(emailOf("A", "staff"));
  });
});
