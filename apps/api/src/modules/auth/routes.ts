import { authEndpoints, TOKEN_IN_BODY_HEADER, type SessionResponse } from '@shop/contracts';
import { Router, type Request, type RequestHandler } from 'express';
import type { AppDeps } from '../../app-deps';
import { AppError, unauthenticated } from '../../http/app-error';
import { clientAddress } from '../../http/client-address';
import { contractRoutes } from '../../http/contract-route';
import * as auth from './service';
import {
  clearSessionCookie,
  clearSignUpTicketCookie,
  setSessionCookie,
  setSignUpTicketCookie,
  signUpTicketFrom,
} from './session';

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
    sms: deps.sms,
    clock: deps.clock,
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
  const route = contractRoutes(router, config);
  /** An expired, forged or logged-out cookie leaves the browser with the refusal. */
  const refuseWithoutSession =
    (message?: string): RequestHandler =>
    (req, res, next) => {
      if (req.user) return next();
      clearSessionCookie(res, config);
      throw message ? new AppError(401, 'UNAUTHENTICATED', message) : unauthenticated();
    };
  // Sessions, tickets and codes are never for a cache to keep.
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  route(generateOtp, {}, ({ body, req }) =>
    auth.sendSignUpCode(service, { ...body, ip: clientAddress(req) }),
  );

  route(verifyOtp, {}, async ({ body, req, res }) => {
    const { verified, ticket } = await auth.verifySignUpCode(service, { ...body, ip: clientAddress(req) });
    setSignUpTicketCookie(res, ticket, config);
    return wantsTokenInBody(req) ? { verified, ticket } : { verified };
  });

  route(register, {}, async ({ body, req, res }) => {
    const ticket = signUpTicketFrom(req, config) ?? body.ticket;
    const session = await auth.register(service, { ...body, ticket, ip: clientAddress(req) });
    clearSignUpTicketCookie(res, config);
    setSessionCookie(res, session.token, config);
    return sessionAnswer(req, session);
  });

  route(login, {}, async ({ body, req, res }) => {
    const session = await auth.login(service, { ...body, ip: clientAddress(req) });
    setSessionCookie(res, session.token, config);
    return sessionAnswer(req, session);
  });

  // The token goes back only to a caller that sent it as Bearer: a cookie session's token must stay out
  // of reach of the page's scripts, even one that asks for it.
  route(validateToken, { beforeAccess: [refuseWithoutSession('Invalid token')] }, async ({ req }) => {
    const { id: userId, role: userRole, token, via } = req.user!;
    const session = { userId, userRole, isAuthenticated: true as const };
    return via === 'bearer' && wantsTokenInBody(req) ? { ...session, token } : session;
  });

  route(logout, { beforeAccess: [refuseWithoutSession()] }, async ({ req, res }) => {
    const answer = await auth.logout(service, req.user!.id);
    clearSessionCookie(res, config);
    return answer;
  });

  route(changePassword, {}, async ({ body, req, res }) => {
    const user = req.user!;
    const { message, session } = await auth.changePassword(service, {
      ...body,
      userId: user.id,
      phone: user.phone,
      ip: clientAddress(req),
    });
    setSessionCookie(res, session.token, config);
    return { message };
  });

  route(requestPasswordReset, {}, ({ body, req }) =>
    auth.sendResetCode(service, { ...body, ip: clientAddress(req) }),
  );

  route(confirmPasswordReset, {}, async ({ body, req, res }) => {
    const answer = await auth.resetPassword(service, { ...body, ip: clientAddress(req) });
    clearSessionCookie(res, config);
    return answer;
  });

  return router;
}
