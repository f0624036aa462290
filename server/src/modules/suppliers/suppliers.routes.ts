// /api/nhacungcap from the module kit: each clinic's suppliers, guarded by /nha-cung-cap and kept to the staff
// member's clinic (docs/decisions/0048). Reads come from the table (lib/crud/table-reads.ts); a save checks the
// address against the 2025 units and writes it out whole.
import { supplierResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { suppliers } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import { tableReads } from '../../lib/crud/table-reads';
import { withFullAddress } from '../addresses/addresses.service';

const search = [suppliers.ten, suppliers.masothue, suppliers.diachi_day, suppliers.dienthoai, suppliers.nguoilienhe];

export const supplierRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const reads = tableReads(db, supplierResource, suppliers, search);
  registerResource(app, { db, resource: supplierResource, table: suppliers, ...reads, prepare: withFullAddress });
};
