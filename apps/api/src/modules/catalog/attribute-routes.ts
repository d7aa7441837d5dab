import { attributeEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { cachedPublicReads } from '../../http/cache';
import { contractRoutes } from '../../http/contract-route';
import {
  createAttribute,
  deleteAttribute,
  listAttributes,
  reorderAttributes,
  updateAttribute,
} from './attribute-service';
import { ATTRIBUTE_MESSAGES, CATEGORY_MESSAGES } from './messages';

/** A category's specification attributes: read by anyone, written by admins (JSON bodies). */
export function attributeRoutes({ config, database }: Pick<AppDeps, 'config' | 'database'>): Router {
  const { db } = database;
  const { list, create, reorder, update, remove } = attributeEndpoints;
  const router = Router();
  const route = contractRoutes(router, config);
  const ofCategory = { notFound: CATEGORY_MESSAGES.notFound };
  const byId = { notFound: ATTRIBUTE_MESSAGES.notFound };

  route(list, { ...cachedPublicReads(db, 200), ...ofCategory }, async ({ params }) => ({
    attributes: await listAttributes(db, params.id),
  }));
  route(create, ofCategory, async ({ params, body }) => ({
    attribute: await createAttribute(db, params.id, body),
    message: ATTRIBUTE_MESSAGES.created,
  }));
  route(reorder, ofCategory, async ({ params, body }) => ({
    attributes: await reorderAttributes(db, params.id, body.ids),
    message: ATTRIBUTE_MESSAGES.reordered,
  }));
  route(update, byId, async ({ params, body }) => ({
    attribute: await updateAttribute(db, params.id, body),
    message: ATTRIBUTE_MESSAGES.updated,
  }));
  route(remove, byId, async ({ params }) => ({
    id: params.id,
    removedValues: await deleteAttribute(db, params.id),
    message: ATTRIBUTE_MESSAGES.deleted,
  }));
  return router;
}
