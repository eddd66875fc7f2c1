import { pgEnum } from "drizzle-orm/pg-core";

export const BUSINESS_TYPES = ["salon", "barber", "beauty", "spa", "clinic", "dental", "other"] as const;
export const USER_ROLES = ["owner", "manager", "staff"] as const;
export const BOOKING_STATUSES = ["pending", "confirmed", "completed", "cancelled"] as const;
export const BLACKOUT_TYPES = ["business", "staff"] as const;
export const RECURRING_PATTERNS = ["none", "weekly", "monthly"] as const;
export const FEEDBACK_TYPES = ["bug", "feature", "improvement", "compliment", "general"] as const;
export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export const TOKEN_PURPOSES = ["password_reset", "staff_invite"] as const;

export const businessTypeEnum = pgEnum("business_type", BUSINESS_TYPES);
export const userRoleEnum = pgEnum("user_role", USER_ROLES);
export const bookingStatusEnum = pgEnum("booking_status", BOOKING_STATUSES);
export const blackoutTypeEnum = pgEnum("blackout_type", BLACKOUT_TYPES);
export const recurringPatternEnum = pgEnum("recurring_pattern", RECURRING_PATTERNS);
export const feedbackTypeEnum = pgEnum("feedback_type", FEEDBACK_TYPES);
export const mailStatusEnum = pgEnum("mail_status", MAIL_STATUSES);
export const tokenPurposeEnum = pgEnum("token_purpose", TOKEN_PURPOSES);

export type BusinessType = (typeof BUSINESS_TYPES)[number];
export type UserRole = (typeof USER_ROLES)[number];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type BlackoutType = (typeof BLACKOUT_TYPES)[number];
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];
