// Roles (vai trò): ADMINISTRATOR, ADMIN, QUANLY, BACSY, each holding its menu of permissions
// (docs/product-rules.md, 'Permission flags').
import { roleCodes, type RoleMenuEntry } from '@phongkham/contracts';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const roles = pgTable('vaitro', {
  _id: id(),
  ma: text('ma', { enum: roleCodes }).notNull().unique(),
  ten: text('ten').notNull(),
  menu: jsonb('menu').$type<RoleMenuEntry[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
