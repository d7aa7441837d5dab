import type { Role } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { sessionCookieName, verifySession } from '../modules/auth/session';
import { forbidden, unauthenticated } from './app-error';

export interface SessionUser {
  id: string;
  phone: string;
  role: Role;
  tokenVersion: number;
  token: string;
  /** How the token came: a browser cookie (needs the cross-site check) or an Authorization header. */
  via: 'cookie' | 'bearer';
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types are extended this way
  namespace Express {
    interface Request {
      user?: SessionUser;
    }
  }
}

/**
 * Reads the session from the cookie or an `Authorization: Bearer` header and sets `req.user` when the
 * token is valid and its version still matches the account (logout and password reset bump it).
 * A missing or bad token leaves the request anonymous; the guards below decide what that means.
 */
export function authenticate(db: Database, config: Config & { jwtSecret: string }): RequestHandler {
  const cookieName = sessionCookieName(config);
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const cookie = (req.cookies as Record<string, string | undefined>)[cookieName];
    const token = bearer ?? cookie;
    const claims = token ? verifySession(token, config.jwtSecret) : undefined;
    if (token && claims) {
      const [user] = await db
        .select({ id: users.id, phone: users.phone, role: users.role, tokenVersion: users.tokenVersion })
        .from(users)
        .where(eq(users.id, claims.userId));
      if (user && user.tokenVersion === claims.tokenVersion) {
        req.user = { ...user, token, via: bearer ? 'bearer' : 'cookie' };
      }
    }
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthenticated();
  next();
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthenticated();
  if (req.user.role !== 'admin') throw forbidden('این کار فقط برای مدیر فروشگاه مجاز است');
  next();
};

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request protection: a state-changing request that carries the session cookie must come
 * from one of our own origins (Origin, or Referer when a browser sends no Origin).
 */
export function requireSameOrigin(config: Config): RequestHandler {
  const allowed = new Set(config.corsOrigins);
  const cookieName = sessionCookieName(config);
  return (req, _res, next) => {
    const hasSessionCookie = Boolean((req.cookies as Record<string, string | undefined>)[cookieName]);
    const usesBearer = req.headers.authorization?.startsWith('Bearer ');
    if (SAFE_METHODS.has(req.method) || !hasSessionCookie || usesBearer) return next();
    const origin = req.headers.origin ?? originOf(req.headers.referer);
    if (!origin || !allowed.has(origin)) throw forbidden('درخواست از مبدأ ناشناخته پذیرفته نمی‌شود');
    next();
  };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
