export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, a signed-in user (the handler may narrow it further), or an admin. */
export type Access = 'public' | 'user' | 'admin';
/** Where an endpoint lives and who may call it: the part of its contract the browser needs. */
export interface ApiRoute {
  method: HttpMethod;
  path: string;
  access: Access;
}

const get = <const Path extends string, const A extends Access>(path: Path, access: A) =>
  ({ method: 'GET', path, access }) as const;
const post = <const Path extends string, const A extends Access>(path: Path, access: A) =>
  ({ method: 'POST', path, access }) as const;
const put = <const Path extends string, const A extends Access = 'admin'>(path: Path, access?: A) =>
  ({ method: 'PUT', path, access: access ?? 'admin' }) as { method: 'PUT'; path: Path; access: A };
const patch = <const Path extends string, const A extends Access>(path: Path, access: A) =>
  ({ method: 'PATCH', path, access }) as const;
const remove = <const Path extends string, const A extends Access = 'admin'>(path: Path, access?: A) =>
  ({ method: 'DELETE', path, access: access ?? 'admin' }) as { method: 'DELETE'; path: Path; access: A };

/**
 * Every endpoint's method, path and access, as plain data. The contracts add the schemas
 * (`productEndpoints` and the others); the browser calls the API with these alone.
 */
export const apiRoutes = {
  health: {
    healthz: get('/healthz', 'public'),
    readyz: get('/readyz', 'public'),
  },
  auth: {
    generateOtp: post('/api/auth/generate-otp', 'public'),
    verifyOtp: post('/api/auth/verify-otp', 'public'),
    register: post('/api/auth/register', 'public'),
    login: post('/api/auth/login', 'public'),
    validateToken: get('/api/auth/validate-token', 'user'),
    logout: post('/api/auth/logout', 'user'),
    changePassword: post('/api/auth/change-password', 'user'),
    requestPasswordReset: post('/api/auth/reset-password/request', 'public'),
    confirmPasswordReset: post('/api/auth/reset-password/confirm', 'public'),
  },
  users: {
    getUser: get('/api/user/:id', 'user'),
    listUsers: get('/api/user', 'admin'),
    setRole: patch('/api/user/:id/role', 'admin'),
    updateMe: patch('/api/user/me', 'user'),
  },
  category: {
    list: get('/api/category', 'public'),
    getAll: get('/api/category/get-all', 'public'),
    get: get('/api/category/:id', 'public'),
    getWithProducts: get('/api/category/get-one/:id', 'public'),
    create: post('/api/category', 'admin'),
    update: put('/api/category/:id'),
    remove: remove('/api/category/:id'),
  },
  product: {
    list: get('/api/products', 'public'),
    filters: get('/api/products/filters', 'public'),
    adminList: get('/api/admin/products', 'admin'),
    getAll: get('/api/product/get-all', 'public'),
    popular: get('/api/product/popular', 'public'),
    get: get('/api/product/:id', 'public'),
    getWithRelated: get('/api/product/get-one/:id', 'public'),
    removed: get('/api/product/removed/:id', 'public'),
    create: post('/api/product', 'admin'),
    update: put('/api/product/:id'),
    remove: remove('/api/product/:id'),
  },
  productDocument: {
    upload: post('/api/product/:id/documents', 'admin'),
    reorder: put('/api/product/:id/document-order'),
    remove: remove('/api/product-document/:id'),
  },
  brand: {
    list: get('/api/brand', 'public'),
    get: get('/api/brand/:id', 'public'),
    getWithProducts: get('/api/brand/get-one/:id', 'public'),
    create: post('/api/brand', 'admin'),
    update: put('/api/brand/:id'),
    remove: remove('/api/brand/:id'),
  },
  attribute: {
    list: get('/api/category/:id/attributes', 'public'),
    create: post('/api/category/:id/attributes', 'admin'),
    reorder: put('/api/category/:id/attribute-order'),
    update: put('/api/attribute/:id'),
    remove: remove('/api/attribute/:id'),
  },
  search: {
    search: get('/api/search', 'public'),
  },
  synonyms: {
    list: get('/api/search/synonyms', 'admin'),
    create: post('/api/search/synonyms', 'admin'),
    update: put('/api/search/synonyms/:id'),
    remove: remove('/api/search/synonyms/:id'),
  },
  settings: {
    get: get('/api/settings', 'public'),
    update: put('/api/settings'),
  },
  feedSettings: {
    get: get('/api/admin/feed-settings', 'admin'),
    update: put('/api/admin/feed-settings'),
  },
  priceChanges: {
    preview: post('/api/admin/price-changes/preview', 'admin'),
    apply: post('/api/admin/price-changes', 'admin'),
    list: get('/api/admin/price-changes', 'admin'),
    undo: post('/api/admin/price-changes/:id/undo', 'admin'),
  },
  spreadsheets: {
    exportCsv: get('/api/admin/spreadsheets/export.csv', 'admin'),
    exportXlsx: get('/api/admin/spreadsheets/export.xlsx', 'admin'),
    check: post('/api/admin/spreadsheets/check', 'admin'),
    apply: post('/api/admin/spreadsheets/apply', 'admin'),
    imports: get('/api/admin/spreadsheets/imports', 'admin'),
    undoImport: post('/api/admin/spreadsheets/imports/:id/undo', 'admin'),
  },
  priceHistory: {
    get: get('/api/product/:id/price-history', 'public'),
  },
  inquiries: {
    record: post('/api/inquiries', 'public'),
    counts: get('/api/inquiries', 'admin'),
  },
  funnel: {
    recordView: post('/api/product-views', 'public'),
    get: get('/api/admin/funnel', 'admin'),
  },
  requestList: {
    price: post('/api/request-list/price', 'public'),
    get: get('/api/request-list', 'user'),
    save: put('/api/request-list', 'user'),
    merge: post('/api/request-list/merge', 'user'),
  },
  proForma: {
    create: post('/api/pro-forma', 'public'),
    get: get('/api/pro-forma/:token', 'public'),
    pdf: get('/api/pro-forma/:token/pdf', 'public'),
  },
  /** Torob's order tracking (Torob-Sync `order_tracking_api.md`): Torob's signed token, not a session. */
  torobOrders: {
    list: get('/api/torob/v1/orders', 'public'),
  },
  trade: {
    groups: get('/api/customer-groups', 'admin'),
    createGroup: post('/api/customer-groups', 'admin'),
    apply: post('/api/trade-account', 'user'),
    mine: get('/api/trade-account', 'user'),
    applications: get('/api/trade-applications', 'admin'),
    decide: post('/api/trade-applications/:id/decision', 'admin'),
    setUserGroup: put('/api/user/:id/group'),
    rules: get('/api/price-rules', 'admin'),
    saveRule: put('/api/price-rules'),
    deleteRule: remove('/api/price-rules/:id'),
    tiers: get('/api/quantity-tiers', 'admin'),
    saveTier: put('/api/quantity-tiers'),
    deleteTier: remove('/api/quantity-tiers/:id'),
    myPrices: post('/api/prices/mine', 'user'),
  },
  orders: {
    list: get('/api/orders', 'admin'),
    openCounts: get('/api/orders/open-counts', 'admin'),
    variants: get('/api/orders/variants', 'admin'),
    exportCsv: get('/api/orders/export.csv', 'admin'),
    exportXlsx: get('/api/orders/export.xlsx', 'admin'),
    get: get('/api/orders/:id', 'admin'),
    create: post('/api/orders', 'admin'),
    update: put('/api/orders/:id'),
    setStatus: post('/api/orders/:id/status', 'admin'),
    mine: get('/api/account/orders', 'user'),
  },
  questions: {
    ask: post('/api/product/:id/questions', 'user'),
    published: get('/api/product/:id/questions', 'public'),
    list: get('/api/admin/questions', 'admin'),
    waitingCount: get('/api/admin/questions/waiting-count', 'admin'),
    answer: put('/api/admin/questions/:id/answer'),
    approve: post('/api/admin/questions/:id/approve', 'admin'),
    reject: post('/api/admin/questions/:id/reject', 'admin'),
  },
  alerts: {
    subscribe: post('/api/alerts', 'user'),
    mine: get('/api/alerts', 'user'),
    cancel: remove('/api/alerts/:id', 'user'),
    stop: post('/api/alerts/stop/:token', 'public'),
    waiting: get('/api/admin/alerts', 'admin'),
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;
