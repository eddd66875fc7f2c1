import type postgres from "postgres";
import type { SmtpSink } from "@/tests/integration/support/smtp-sink";
import type { BookingTarget } from "./http";
import type { ProcessGroup } from "./processes";

export type CheckResult = { id: string; name: string; pass: boolean; figures: string };

/** What every check needs: the two servers, nginx, the database (direct) and the mail sink. */
export type RehearsalContext = {
  a: string;
  b: string;
  nginx: string;
  nginxOne: string;
  sql: postgres.Sql;
  smtp: SmtpSink;
  processes: ProcessGroup;
  /** The service the booking checks book, and the staff members who offer it. */
  target: BookingTarget;
};

export const OWNER = { email: "owner@example.com", password: "demo-owner" };
