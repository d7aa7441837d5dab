import path from 'node:path';

/**
 * The e2e server's data folder, started fresh by playwright.config.ts. E2E_DATA_DIR gives a run a folder
 * of its own, so two runs on one machine (on other ports) do not share a database.
 */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(__dirname, '.data');
