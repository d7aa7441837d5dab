import { authEndpoints, type SessionResponse } from '@shop/contracts';
import { Router } from 'express';
import type { AppDeps } from '../../app';
import { AppError, unauthenticated } from '../../http/app-error';
import { parseInput } from '../../http/validate';
import * as auth from './service';
import { clearSessionCookie, setSessionCookie } from './session';
import { createSmsProvider } from './sms/sms-provider';

const local = (path: string) => path.replace(/^\/api/, '');

export function authRoutes(deps: AppDeps & { config: { jwtSecret: string } }): Router {
  const { config } = deps;
  const service: auth.AuthDeps = {
    db: deps.database.db,
    config,
    sms: deps.sms ?? createSmsProvider(config, deps.logger),
    clock: deps.clock ?? (() => new Date()),
    logger: deps.logger,
  };
  const {
    generateOtp,
    verifyOtp,
    register,
    login,
    validateToken,
    logout,
    requestPasswordReset,
    confirmPasswordReset,
  } = authEndpoints;
  const router = Router();

  router.post(local(generateOtp.path), async (req, res) => {
    const body = parseInput(generateOtp.body, req.body);
    res.json(await auth.sendSignUpCode(service, { ...body, ip: req.ip }));
  });

  router.post(local(verifyOtp.path), async (req, res) => {
    res.json(await auth.verifySignUpCode(service, parseInput(verifyOtp.body, req.body)));
  });

  router.post(local(register.path), async (req, res) => {
    const session = await auth.register(service, parseInput(register.body, req.body));
    setSessionCookie(res, session.token, config);
    res.json(session);
  });

  router.post(local(login.path), async (req, res) => {
    const body = parseInput(login.body, req.body);
    const session = await auth.login(service, { ...body, ip: req.ip });
    setSessionCookie(res, session.token, config);
    res.json(session);
  });

  router.get(local(validateToken.path), (req, res) => {
    if (!req.user) {
      clearSessionCookie(res, config);
      throw new AppError(401, 'UNAUTHENTICATED', 'Invalid token');
    }
    const session: SessionResponse = {
      userId: req.user.id,
      userRole: req.user.role,
      token: req.user.token,
      isAuthenticated: true,
    };
    res.json(session);
  });

  router.post(local(logout.path), async (req, res) => {
    if (!req.user) {
      // An expired, forged or logged-out cookie leaves the browser too.
      clearSessionCookie(res, config);
      throw unauthenticated();
    }
    const answer = await auth.logout(service, req.user.id);
    clearSessionCookie(res, config);
    res.json(answer);
  });

  router.post(local(requestPasswordReset.path), async (req, res) => {
    const body = parseInput(requestPasswordReset.body, req.body);
    res.json(await auth.sendResetCode(service, { ...body, ip: req.ip }));
  });

  router.post(local(confirmPasswordReset.path), async (req, res) => {
    const answer = await auth.resetPassword(service, parseInput(confirmPasswordReset.body, req.body));
    clearSessionCookie(res, config);
    res.json(answer);
  });

  return router;
}
