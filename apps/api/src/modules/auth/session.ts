import { authEndpoints, type Role } from '@shop/contracts';
import type { CookieOptions, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import type { Config } from '../../config';
import { sessionKey } from './keys';

const SESSION_DAYS = 7;

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
  return jwt.sign({ role: claims.role, ver: claims.tokenVersion }, sessionKey(secret), {
    algorithm: 'HS256',
    subject: claims.userId,
    expiresIn: `${SESSION_DAYS}d`,
  });
}

const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The claims of a valid, unexpired token signed with our session key; undefined for anything else,
 * including a token that never expires or whose subject is not a user id.
 */
export function verifySession(token: string, secret: string): SessionClaims | undefined {
  try {
    const payload = jwt.verify(token, sessionKey(secret), { algorithms: ['HS256'] });
    if (typeof payload === 'string' || typeof payload.exp !== 'number') return undefined;
    if (!payload.sub || !USER_ID.test(payload.sub)) return undefined;
    const { role, ver } = payload as { role?: unknown; ver?: unknown };
    if ((role !== 'admin' && role !== 'user') || typeof ver !== 'number') return undefined;
    return { userId: payload.sub, role, tokenVersion: ver };
  } catch {
    return undefined;
  }
}

/**
 * A script-readable companion of the session cookie that holds no secret, only "there is a session": the
 * web skips the startup session check (and its 401) for visitors who never signed in.
 */
const SESSION_HINT_COOKIE = 'has_session';

export function setSessionCookie(res: Response, token: string, config: Config): void {
  const maxAge = SESSION_DAYS * 86_400_000;
  res.cookie(sessionCookieName(config), token, { ...cookieOptions(config), maxAge });
  res.cookie(SESSION_HINT_COOKIE, '1', { ...cookieOptions(config), httpOnly: false, maxAge });
}

export function clearSessionCookie(res: Response, config: Config): void {
  res.clearCookie(sessionCookieName(config), cookieOptions(config));
  res.clearCookie(SESSION_HINT_COOKIE, { ...cookieOptions(config), httpOnly: false });
}

const SIGN_UP_TICKET_MINUTES = 15;
const signUpTicketCookieName = (config: Config) => (config.secureCookies ? '__Secure-signup' : 'signup');

/** The ticket rides only to the register call: httpOnly, strict same-site, that path alone, 15 minutes. */
function ticketCookieOptions(config: Config): CookieOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: authEndpoints.register.path,
    secure: config.secureCookies,
  };
}

export function setSignUpTicketCookie(res: Response, ticket: string, config: Config): void {
  res.cookie(signUpTicketCookieName(config), ticket, {
    ...ticketCookieOptions(config),
    maxAge: SIGN_UP_TICKET_MINUTES * 60_000,
  });
}

export function clearSignUpTicketCookie(res: Response, config: Config): void {
  res.clearCookie(signUpTicketCookieName(config), ticketCookieOptions(config));
}

export function signUpTicketFrom(req: Request, config: Config): string | undefined {
  return (req.cookies as Record<string, string | undefined>)[signUpTicketCookieName(config)];
}
