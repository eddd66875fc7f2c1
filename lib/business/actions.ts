import type { Database } from "@/db/client";
import { getPgErrorCode, UNIQUE_VIOLATION } from "@/db/errors";
import { lockUserBusinessId, makeUserOwnerOf } from "@/lib/auth/user-queries";
import { findTakenSlugs, insertBusiness, updateBusinessDetails } from "@/lib/business/queries";
import { AppError, NOT_SIGNED_IN_MESSAGE } from "@/lib/errors";
import { slugCandidates, slugify } from "@/lib/tenant/slug";
import { getAllowedRoles } from "@/lib/access/policy";
import { BUSINESS_FORM_FIELDS, businessFormSchema, type BusinessFormInput } from "@/lib/business/schema";
import { defineAction } from "@/lib/actions/action";

export const BUSINESS_CREATED_MESSAGE = "Your business has been created. You can now add your services.";
export const BUSINESS_UPDATED_MESSAGE = "Your business information has been saved.";

export type SaveBusinessResult = { created: boolean; businessId: string; slug: string };

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Transaction;

const SLUG_BATCH = 50;
const CREATE_ATTEMPTS = 5;

/** The first free, non-reserved slug for a name: 'name', then 'name-2', 'name-3', … */
export async function findFreeSlug(db: Executor, name: string): Promise<string> {
  const base = slugify(name);
  for (let from = 1; ; from += SLUG_BATCH) {
    const candidates = slugCandidates(base, from, from + SLUG_BATCH - 1);
    if (candidates.length === 0) continue;
    const taken = await findTakenSlugs(db, candidates);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}

async function updateBusiness(
  db: Executor,
  businessId: string,
  input: BusinessFormInput,
): Promise<SaveBusinessResult | null> {
  const row = await updateBusinessDetails(db, businessId, input);
  return row ? { created: false, businessId: row.id, slug: row.slug } : null;
}

/**
 * Creates the business for a user who has none, in one transaction: the business (owned by the
 * user, with a unique slug and the default settings) and the user's link to it.
 * The user's row is locked first, so a double submit cannot create two businesses; a slug taken
 * by a concurrent sign-up (unique violation) is retried with the next free one.
 */
async function createBusinessFor(db: Database, userId: string, input: BusinessFormInput): Promise<SaveBusinessResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const me = await lockUserBusinessId(tx, userId);
        if (!me) throw new AppError("unauthenticated", NOT_SIGNED_IN_MESSAGE);
        if (me.businessId) {
          // A concurrent save got here first: this one becomes an update of that business.
          const updated = await updateBusiness(tx, me.businessId, input);
          if (updated) return updated;
        }
        const slug = await findFreeSlug(tx, input.name);
        const created = await insertBusiness(tx, userId, slug, input);
        await makeUserOwnerOf(tx, userId, created.id);
        return { created: true, businessId: created.id, slug: created.slug };
      });
    } catch (error) {
      if (attempt < CREATE_ATTEMPTS && getPgErrorCode(error) === UNIQUE_VIOLATION) continue;
      throw error;
    }
  }
}

/** Business Setup: creates the business when the user has none, otherwise updates theirs. */
export const saveBusiness = defineAction({
  roles: getAllowedRoles(["manage", "business"]),
  requiresBusiness: false,
  schema: businessFormSchema,
  keepFields: BUSINESS_FORM_FIELDS,
  async handler(input, { db, user, business }) {
    if (business) {
      // Only the session's business: no id is ever taken from the form.
      const updated = await updateBusiness(db, business.id, input);
      if (!updated) throw new AppError("not_found", "Your business could not be found. Please reload the page.");
      return { ok: true, message: BUSINESS_UPDATED_MESSAGE, data: updated };
    }
    const created = await createBusinessFor(db, user.id, input);
    return { ok: true, message: created.created ? BUSINESS_CREATED_MESSAGE : BUSINESS_UPDATED_MESSAGE, data: created };
  },
});
