import { relations } from "drizzle-orm";
import { blackouts } from "./blackouts";
import { bookings } from "./bookings";
import { businessImages } from "./business-images";
import { businesses } from "./businesses";
import { resourceBlockedDates, resources, resourceTypes, serviceResourceNeeds } from "./resources";
import { services } from "./services";
import { staffMembers } from "./staff-members";
import { staffScheduleOverrides } from "./staff-schedule-overrides";
import { staffServiceTerms } from "./staff-service-terms";
import { users } from "./users";

// Relations let one relational query load a business with its catalogue (one SQL statement).
export const businessRelations = relations(businesses, ({ many }) => ({
  services: many(services),
  staffMembers: many(staffMembers),
  bookings: many(bookings),
  blackouts: many(blackouts),
  users: many(users),
  images: many(businessImages),
  resources: many(resources),
  resourceTypes: many(resourceTypes),
}));

export const serviceRelations = relations(services, ({ one, many }) => ({
  business: one(businesses, { fields: [services.businessId], references: [businesses.id] }),
  resourceNeeds: many(serviceResourceNeeds),
}));

export const serviceResourceNeedRelations = relations(serviceResourceNeeds, ({ one }) => ({
  service: one(services, { fields: [serviceResourceNeeds.serviceId], references: [services.id] }),
  type: one(resourceTypes, { fields: [serviceResourceNeeds.typeId], references: [resourceTypes.id] }),
}));

export const resourceTypeRelations = relations(resourceTypes, ({ one, many }) => ({
  business: one(businesses, { fields: [resourceTypes.businessId], references: [businesses.id] }),
  resources: many(resources),
}));

export const resourceRelations = relations(resources, ({ one, many }) => ({
  business: one(businesses, { fields: [resources.businessId], references: [businesses.id] }),
  type: one(resourceTypes, { fields: [resources.typeId], references: [resourceTypes.id] }),
  blockedDates: many(resourceBlockedDates),
}));

export const resourceBlockedDateRelations = relations(resourceBlockedDates, ({ one }) => ({
  resource: one(resources, { fields: [resourceBlockedDates.resourceId], references: [resources.id] }),
}));

export const staffMemberRelations = relations(staffMembers, ({ one, many }) => ({
  business: one(businesses, { fields: [staffMembers.businessId], references: [businesses.id] }),
  scheduleOverrides: many(staffScheduleOverrides),
  serviceTerms: many(staffServiceTerms),
}));

export const staffScheduleOverrideRelations = relations(staffScheduleOverrides, ({ one }) => ({
  staffMember: one(staffMembers, { fields: [staffScheduleOverrides.staffId], references: [staffMembers.id] }),
}));

export const staffServiceTermRelations = relations(staffServiceTerms, ({ one }) => ({
  staffMember: one(staffMembers, { fields: [staffServiceTerms.staffId], references: [staffMembers.id] }),
}));

export const bookingRelations = relations(bookings, ({ one }) => ({
  business: one(businesses, { fields: [bookings.businessId], references: [businesses.id] }),
}));

export const blackoutRelations = relations(blackouts, ({ one }) => ({
  business: one(businesses, { fields: [blackouts.businessId], references: [businesses.id] }),
}));

export const userRelations = relations(users, ({ one }) => ({
  business: one(businesses, { fields: [users.businessId], references: [businesses.id] }),
}));

export const businessImageRelations = relations(businessImages, ({ one }) => ({
  business: one(businesses, { fields: [businessImages.businessId], references: [businesses.id] }),
}));
