import { ENAMAD_ORIGIN } from '@shop/contracts';
import helmet from 'helmet';
import type { Config } from '../config';

/**
 * Strict headers for the SPA and the API: scripts only from our own origin, no plugins, no framing by
 * others. While developing, Vite's inline hot-reload client and its WebSocket are let in as well.
 */
export function securityHeaders(config: Config, development = false) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: development ? ["'self'", "'unsafe-inline'"] : ["'self'"],
        // React and the rich-text editor set style attributes (colours, alignment).
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: for the admin forms' previews of chosen files before upload.
        // With object storage, pictures come from the bucket's (or its CDN's) public address. The eNamad
        // seal's picture comes from eNamad, drawn only once the owner has set it; OpenStreetMap's tiles draw
        // the settings screen's map on which the owner picks the shop's point.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : []),
          ENAMAD_ORIGIN,
          'https://tile.openstreetmap.org',
        ],
        fontSrc: ["'self'"],
        connectSrc: development ? ["'self'", 'ws:'] : ["'self'"],
        // The installable app: its manifest and its service worker (docs/installable-app.md).
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        // The about and contact pages embed OpenStreetMap's map of the shop; nothing else may be framed.
        frameSrc: ['https://www.openstreetmap.org'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
