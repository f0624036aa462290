// Product categories (GET /api/dmsanpham) and products (GET /api/sanpham, filter dmsanpham_id; /api/sanpham/:id).
import {
  envelope,
  idParams,
  paginated,
  productCategory,
  productCategoryListQuery,
  productDetail,
  productItem,
  productListQuery,
} from '@phongkham/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { ok } from '../../lib/reply';
import { getProduct, listProductCategories, listProducts } from './products.service';

export const productRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/dmsanpham',
    {
      config: { access: 'public' },
      schema: {
        tags: ['products'],
        summary: 'Product categories in display order',
        querystring: productCategoryListQuery,
        response: { 200: envelope(paginated(productCategory)) },
      },
    },
    async (request) => ok(await listProductCategories(db, request.query)),
  );

  app.get(
    '/api/sanpham',
    {
      config: { access: 'public' },
      schema: {
        tags: ['products'],
        summary: 'Published products; filter by category (dmsanpham_id); gia null means "contact us"',
        querystring: productListQuery,
        response: { 200: envelope(paginated(productItem)) },
      },
    },
    async (request) => ok(await listProducts(db, request.query)),
  );

  app.get(
    '/api/sanpham/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['products'],
        summary: 'One published product with its body',
        params: idParams,
        response: { 200: envelope(productDetail) },
      },
    },
    async (request) => ok(await getProduct(db, request.params.id)),
  );
};
