import type { Role } from '@shop/contracts';
import type { CookieOptions, Response } from 'express';
import jwt from 'jsonwebtoken';
import type { Config } from '../../config';

export const SESSION_DAYS = 7;

export interface SessionClaims {
  userId: string;
  role: Role;
  tokenVersion: number;
}

/** `__Host-` cookies must be Secure, so the prefix is used only when the shop is served over https. */
export const sessionCookieName = (config: Config) => (config.secureCookies ? '__Host-session' : 'session');

function cookieOptions(config: Config): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: config.secureCookies };
}

export function signSession(claims: SessionClaims, secret: string): string {
  return jwt.sign({ role: claims.role, ver: claims.tokenVersion }, secret, {
    algorithm: 'HS256',
    subject: claims.userId,
    expiresIn: `${SESSION_DAYS}d`,
  });
}

/** The claims of a valid, unexpired token signed with our secret; undefined for anything else. */
export function verifySession(token: string, secret: string): SessionClaims | undefined {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'] });
    if (typeof payload === 'string' || !payload.sub) return undefined;
    const { role, ver } = payload as { role?: unknown; ver?: unknown };
    if ((role !== 'admin' && role !== 'user') || typeof ver !== 'number') return undefined;
    return { userId: payload.sub, role, tokenVersion: ver };
  } catch {
    return undefined;
  }
}

export function setSessionCookie(res: Response, token: string, config: Config): void {
  res.cookie(sessionCookieName(config), token, {
    ...cookieOptions(config),
    maxAge: SESSION_DAYS * 86_400_000,
  });
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.clearCookie(sessionCookieName(config), cookieOptions(config));
}
