import { usersEndpoints } from '@shop/contracts';
import { Router } from 'express';
import type { Database } from '../../db/client';
import { requireAdmin, requireUser } from '../../http/auth-guard';
import { parseInput } from '../../http/validate';
import * as usersService from './service';

const local = (path: string) => path.replace(/^\/api/, '');

export function userRoutes(db: Database): Router {
  const { getUser, listUsers, updateMe, setRole } = usersEndpoints;
  const router = Router();

  router.get(local(listUsers.path), requireAdmin, async (req, res) => {
    res.json(await usersService.listUsers(db, parseInput(listUsers.query, req.query)));
  });

  router.patch(local(updateMe.path), requireUser, async (req, res) => {
    const { name } = parseInput(updateMe.body, req.body);
    res.json(await usersService.updateName(db, req.user!.id, name));
  });

  router.patch(local(setRole.path), requireAdmin, async (req, res) => {
    const { id } = parseInput(setRole.params, req.params);
    const { role } = parseInput(setRole.body, req.body);
    res.json(await usersService.changeRole(db, req.user!, id, role));
  });

  router.get(local(getUser.path), requireUser, async (req, res) => {
    const { id } = parseInput(getUser.params, req.params);
    res.json(await usersService.getUser(db, req.user!, id));
  });

  return router;
}
