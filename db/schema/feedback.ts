import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { businesses } from "./businesses";
import { createdAt, id } from "./columns";
import { feedbackTypeEnum } from "./enums";
import { users } from "./users";

export type BrowserInfo = {
  userAgent?: string;
  language?: string;
  platform?: string;
  screenResolution?: string;
  windowSize?: string;
  timezone?: string;
};

export const feedback = pgTable(
  "feedback",
  {
    id: id(),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    userEmail: text("user_email").notNull(),
    feedbackType: feedbackTypeEnum("feedback_type").notNull().default("general"),
    title: text("title").notNull(),
    description: text("description").notNull(),
    rating: integer("rating").notNull().default(5),
    pageUrl: text("page_url").notNull().default(""),
    browserInfo: jsonb("browser_info").$type<BrowserInfo>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("feedback_business_id_idx").on(t.businessId),
    index("feedback_user_id_idx").on(t.userId),
    check("feedback_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export type Feedback = typeof feedback.$inferSelect;
