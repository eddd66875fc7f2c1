import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { staffMembers, staffServiceTerms } from "@/db/schema";
import { rowsOf } from "@/db/rows";
import { AppError } from "@/lib/errors";
import { FOREIGN_TEAM_MEMBER_MESSAGE, type TeamTerm } from "@/lib/services/schema";

/*
 * The team's own duration and price of a service (`staff_service_terms`), always by business id: a member's id
 * from the client is joined to its business before anything is written.
 */

/**
 * Replaces the service's own terms of its team with `team`, in the caller's transaction. A member who is not the
 * business's is refused (`invalid`) and, the transaction rolling back, nothing is written.
 */
export async function replaceTeamTerms(
  tx: Database,
  businessId: string,
  serviceId: string,
  team: readonly TeamTerm[],
): Promise<void> {
  await tx
    .delete(staffServiceTerms)
    .where(and(eq(staffServiceTerms.businessId, businessId), eq(staffServiceTerms.serviceId, serviceId)));
  if (team.length === 0) return;
  const posted = sql.join(
    team.map((term) => sql`(${term.staffId}::uuid, ${term.durationMinutes}::integer, ${term.pricePence}::integer)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    insert into staff_service_terms (business_id, staff_id, service_id, duration_minutes, price_pence)
    select member.business_id, member.id, ${serviceId}::uuid, posted.duration, posted.price
    from (values ${posted}) as posted(staff_id, duration, price)
    join staff_members member on member.id = posted.staff_id and member.business_id = ${businessId}
    returning staff_id`);
  if (rowsOf(result).length !== team.length) {
    throw new AppError("invalid", FOREIGN_TEAM_MEMBER_MESSAGE);
  }
}

export type ServiceTeam = {
  /** The active members, by name, with what they do (no specialties: every service). */
  members: { id: string; name: string; specialties: string[] }[];
  /** Every own term of the business's services. */
  terms: { serviceId: string; staffId: string; durationMinutes: number | null; pricePence: number | null }[];
};

/** Who does the business's services and at what terms: the Services screen's form starts from them. */
export async function findServiceTeam(db: Database, businessId: string): Promise<ServiceTeam> {
  const [members, terms] = await Promise.all([
    db
      .select({ id: staffMembers.id, name: staffMembers.name, specialties: staffMembers.specialties })
      .from(staffMembers)
      .where(and(eq(staffMembers.businessId, businessId), eq(staffMembers.isActive, true)))
      .orderBy(asc(staffMembers.name), asc(staffMembers.id)),
    db
      .select({
        serviceId: staffServiceTerms.serviceId,
        staffId: staffServiceTerms.staffId,
        durationMinutes: staffServiceTerms.durationMinutes,
        pricePence: staffServiceTerms.pricePence,
      })
      .from(staffServiceTerms)
      .where(eq(staffServiceTerms.businessId, businessId)),
  ]);
  return { members, terms };
}
