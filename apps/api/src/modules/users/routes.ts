import { usersEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps';
import { contractRoutes } from '../../http/contract-route';
import * as usersService from './service';

export function userRoutes({ config, database: { db } }: Pick<AppDeps, 'config' | 'database'>): Router {
  const { getUser, listUsers, updateMe, setRole } = usersEndpoints;
  const router = Router();
  const route = contractRoutes(router, config);
  const byId = { notFound: usersService.USER_NOT_FOUND_MESSAGE };

  route(listUsers, {}, ({ query }) => usersService.listUsers(db, query));
  route(updateMe, {}, ({ body, req }) => usersService.updateName(db, req.user!.id, body.name));
  route(setRole, byId, ({ params, body, req }) =>
    usersService.changeRole(db, req.user!, params.id, body.role),
  );
  route(getUser, byId, ({ params, req }) => usersService.getUser(db, req.user!, params.id));

  return router;
}
