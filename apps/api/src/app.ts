import { FEED_PATHS } from '@shop/contracts';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import cors from 'cors';
import express from 'express';
import { pinoHttp } from 'pino-http';
import type { AppDeps, AppOptions } from './app-deps';
import { authenticate, requireSameOrigin, SAFE_METHODS } from './http/auth-guard';
import { publicReads } from './http/contract-route';
import { trustedProxies } from './http/client-address';
import { errorHandler, routeNotFound } from './http/error-handler';
import { fastLane, requestId } from './http/fast-lane';
import { contentVersions } from './db/content-version';
import { searchRateLimit } from './http/search-rate-limit';
import { trackWrites } from './http/track-writes';
import { securityHeaders } from './http/security';
import { refuseAfterBody, refuseLongUrls, requireHost, SERVER_LIMITS } from './http/server-limits';
import { uploadsRoutes } from './http/static-files';
import { createImageDeps } from './images/create-storage';
import { authRoutes } from './modules/auth/routes';
import { createSmsProvider } from './modules/auth/sms';
import { attributeRoutes } from './modules/catalog/attribute-routes';
import { brandRoutes } from './modules/catalog/brand-routes';
import { categoryRoutes } from './modules/catalog/category-routes';
import { productDocumentRoutes } from './modules/catalog/document-routes';
import { productRoutes } from './modules/catalog/product-routes';
import { feedRoutes } from './modules/feeds/feed-routes';
import { torobOrderRoutes } from './modules/feeds/torob-order-routes';
import { torobRoutes } from './modules/feeds/torob-routes';
import { healthRoutes } from './modules/health/routes';
import { inquiryRoutes } from './modules/inquiries/routes';
import { funnelRoutes } from './modules/funnel/routes';
import { pageRoutes } from './modules/pages/routes';
import { priceChangeRoutes } from './modules/price-changes/routes';
import { priceHistoryRoutes } from './modules/price-history/routes';
import { orderRoutes } from './modules/orders/routes';
import { tradeRoutes } from './modules/trade/routes';
import { proFormaRoutes } from './modules/pro-forma/routes';
import { questionRoutes } from './modules/questions/routes';
import { requestListRoutes } from './modules/request-list/routes';
import { alertRoutes } from './modules/alerts/routes';
import { spreadsheetRoutes } from './modules/spreadsheets/routes';
import { builtWebApp } from './modules/pages/web-app';
import { searchRoutes } from './modules/search/routes';
import { matchingCondition } from './modules/search/service';
import { synonymRoutes } from './modules/search/synonym-routes';
import { settingsRoutes } from './modules/settings/routes';
import { userRoutes } from './modules/users/routes';

/** Builds the whole HTTP application without listening, so tests drive it in-process. */
export function createApp(options: AppOptions): express.Express {
  const { config, database, logger } = options;
  const { storage, ...rest } = options;
  const images = createImageDeps(config, database, storage);
  const deps: AppDeps = {
    ...rest,
    clock: options.clock ?? (() => new Date()),
    sms: options.sms ?? createSmsProvider(config, logger),
    images,
    reads: publicReads(),
  };
  const { jwtSecret } = config;
  if (!jwtSecret) throw new Error('createApp needs config.jwtSecret (startServer resolves it)');
  const app = express();
  app.disable('x-powered-by');
  // Answers already held are sent again without the stack below (withFastLane, fast-lane.ts).
  app.locals.fastLane = fastLane(contentVersions(database.db), logger);
  if (config.trustProxy) app.set('trust proxy', trustedProxies(config.trustProxy));

  app.use(
    pinoHttp({
      logger,
      genReqId(req, res) {
        const id = requestId(req);
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // A line per request without headers; answered reads only at debug, so a busy shop logs its
      // writes, refusals and failures, not every page view (the reverse proxy keeps the access log).
      quietReqLogger: true,
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: req.url,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel(req, res, error) {
        if (error || res.statusCode >= 500) return 'error';
        if (res.statusCode >= 400) return 'warn';
        return SAFE_METHODS.has(req.method ?? '') ? 'debug' : 'info';
      },
    }),
  );
  app.use(refuseLongUrls, requireHost);
  app.use(trackWrites(database.db));
  const web = deps.web ?? builtWebApp(deps.webDist ?? config.webDist, logger);
  app.use(securityHeaders(config, web?.development ?? false));
  // The XML feed sends the compressed copies it stores, so compression never sees it.
  app.use(feedRoutes(deps));
  // JSON and HTML above about 1 KB; precompressed assets already carry their Content-Encoding.
  app.use(compression({ threshold: 1024 }));
  // Torob reads its body itself, after its token (and answers in its own error shape).
  app.use(FEED_PATHS.torobProducts, torobRoutes(deps));
  app.use(express.json({ limit: SERVER_LIMITS.jsonBodyBytes }));
  app.use(cookieParser());

  app.use(healthRoutes(database.db));

  const api = express.Router();
  api.use(cors({ origin: config.corsOrigins, credentials: true }));
  api.use(requireSameOrigin(config));
  api.use(authenticate(database.db, { ...config, jwtSecret }));
  // Each area of the API mounts its routes here.
  api.use(categoryRoutes(deps));
  api.use(productRoutes(deps, matchingCondition));
  api.use(productDocumentRoutes(deps));
  api.use(brandRoutes(deps));
  api.use(attributeRoutes(deps));
  api.use(priceChangeRoutes(deps));
  api.use(priceHistoryRoutes(deps));
  api.use(spreadsheetRoutes(deps));
  api.use(settingsRoutes(deps));
  // The search API and the results page draw on one budget per address.
  const searchLimit = searchRateLimit(deps);
  api.use(searchRoutes(deps, searchLimit));
  api.use(synonymRoutes(deps));
  api.use(authRoutes({ ...deps, config: { ...config, jwtSecret } }));
  api.use(userRoutes(deps));
  api.use(inquiryRoutes(deps));
  api.use(funnelRoutes(deps));
  api.use(requestListRoutes(deps));
  api.use(proFormaRoutes(deps));
  api.use(orderRoutes(deps));
  api.use(alertRoutes(deps));
  api.use(tradeRoutes(deps));
  api.use(questionRoutes(deps));
  api.use(torobOrderRoutes(deps));
  api.use(routeNotFound);
  app.use('/api', api);

  app.use(uploadsRoutes(config.uploadsDir, images.storage));
  app.use(pageRoutes(deps, web, searchLimit));
  app.use(routeNotFound);
  app.use(refuseAfterBody, errorHandler);
  return app;
}
