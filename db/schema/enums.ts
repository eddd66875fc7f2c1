import { pgEnum } from "drizzle-orm/pg-core";
import {
  BLACKOUT_TYPES,
  BOOKING_STATUSES,
  BUSINESS_TYPES,
  FEEDBACK_TYPES,
  INTAKE_QUESTION_KINDS,
  MAIL_STATUSES,
  RECURRING_PATTERNS,
  RESOURCE_NAME_AUDIENCES,
  RESOURCE_USES,
  TOKEN_PURPOSES,
  USER_ROLES,
} from "@/lib/constants";

export const businessTypeEnum = pgEnum("business_type", BUSINESS_TYPES);
export const userRoleEnum = pgEnum("user_role", USER_ROLES);
export const bookingStatusEnum = pgEnum("booking_status", BOOKING_STATUSES);
export const blackoutTypeEnum = pgEnum("blackout_type", BLACKOUT_TYPES);
export const recurringPatternEnum = pgEnum("recurring_pattern", RECURRING_PATTERNS);
export const feedbackTypeEnum = pgEnum("feedback_type", FEEDBACK_TYPES);
export const mailStatusEnum = pgEnum("mail_status", MAIL_STATUSES);
export const tokenPurposeEnum = pgEnum("token_purpose", TOKEN_PURPOSES);
export const resourceUseEnum = pgEnum("resource_use", RESOURCE_USES);
export const resourceNameAudienceEnum = pgEnum("resource_name_audience", RESOURCE_NAME_AUDIENCES);
export const intakeQuestionKindEnum = pgEnum("intake_question_kind", INTAKE_QUESTION_KINDS);
