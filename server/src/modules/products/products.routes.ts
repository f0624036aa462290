// /api/sanpham and /api/dmsanpham from the module kit: the public site lists published products and every live
// category; staff with the /san-pham grants also see unpublished products and write them, staff with the
// /danh-muc-san-pham grants write the categories. A category holding live products is not deleted.
import { productCategoryResource, productResource } from '@phongkham/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { productCategories, products } from '../../db/schema';
import { registerResource } from '../../lib/crud/routes';
import {
  getProduct,
  getProductCategory,
  listProductCategories,
  listProducts,
  prepareProduct,
  prepareProductCategory,
} from './products.service';

export const productRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  registerResource(app, {
    db,
    resource: productCategoryResource,
    table: productCategories,
    publicRead: true,
    list: (query) => listProductCategories(db, query),
    get: (id) => getProductCategory(db, id),
    prepare: prepareProductCategory,
    usedBy: [
      {
        table: products,
        column: products.dmsanpham_id,
        deletedAt: products.deletedAt,
        message: 'errors.productCategoryHasProducts',
      },
    ],
  });

  registerResource(app, {
    db,
    resource: productResource,
    table: products,
    publicRead: true,
    list: (query, reader) => listProducts(db, query, reader),
    get: (id, reader) => getProduct(db, id, reader),
    prepare: prepareProduct,
  });
};
