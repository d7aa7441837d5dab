import { authEndpoints, TOKEN_IN_BODY_HEADER, type SessionResponse } from '@shop/contracts';
import { Router, type Request } from 'express';
import type { AppDeps } from '../../app';
import { AppError, unauthenticated } from '../../http/app-error';
import { requireUser } from '../../http/auth-guard';
import { parseInput } from '../../http/validate';
import * as auth from './service';
import {
  clearSessionCookie,
  clearSignUpTicketCookie,
  setSessionCookie,
  setSignUpTicketCookie,
  signUpTicketFrom,
} from './session';
import { createSmsProvider } from './sms/sms-provider';

const local = (path: string) => path.replace(/^\/api/, '');

/** Only a client that asks (`X-Token-In-Body: true`) gets secrets in a body; browsers get cookies. */
const wantsTokenInBody = (req: Request) => req.get(TOKEN_IN_BODY_HEADER) === 'true';

function sessionAnswer(req: Request, session: SessionResponse & { token: string }): SessionResponse {
  const { token: _token, ...rest } = session;
  return wantsTokenInBody(req) ? session : rest;
}

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
    changePassword,
  } = authEndpoints;
  const router = Router();
  // Sessions, tickets and codes are never for a cache to keep.
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.post(local(generateOtp.path), async (req, res) => {
    const body = parseInput(generateOtp.body, req.body);
    res.json(await auth.sendSignUpCode(service, { ...body, ip: req.ip }));
  });

  router.post(local(verifyOtp.path), async (req, res) => {
    const body = parseInput(verifyOtp.body, req.body);
    const { verified, ticket } = await auth.verifySignUpCode(service, { ...body, ip: req.ip });
    setSignUpTicketCookie(res, ticket, config);
    res.json(wantsTokenInBody(req) ? { verified, ticket } : { verified });
  });

  router.post(local(register.path), async (req, res) => {
    const body = parseInput(register.body, req.body);
    const ticket = signUpTicketFrom(req, config) ?? body.ticket;
    const session = await auth.register(service, { ...body, ticket, ip: req.ip });
    clearSignUpTicketCookie(res, config);
    setSessionCookie(res, session.token, config);
    res.json(sessionAnswer(req, session));
  });

  router.post(local(login.path), async (req, res) => {
    const body = parseInput(login.body, req.body);
    const session = await auth.login(service, { ...body, ip: req.ip });
    setSessionCookie(res, session.token, config);
    res.json(sessionAnswer(req, session));
  });

  router.get(local(validateToken.path), (req, res) => {
    if (!req.user) {
      clearSessionCookie(res, config);
      throw new AppError(401, 'UNAUTHENTICATED', 'Invalid token');
    }
    res.json(
      sessionAnswer(req, {
        userId: req.user.id,
        userRole: req.user.role,
        token: req.user.token,
        isAuthenticated: true,
      }),
    );
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

  router.post(local(changePassword.path), requireUser, async (req, res) => {
    const body = parseInput(changePassword.body, req.body);
    const user = req.user!;
    const { message, session } = await auth.changePassword(service, {
      ...body,
      userId: user.id,
      phone: user.phone,
      ip: req.ip,
    });
    setSessionCookie(res, session.token, config);
    res.json({ message });
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
