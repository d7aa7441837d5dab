/** How much is in stock, as the owner's screens mark it and the dashboard's product list filters by. */

/** At or below this many (in the product's unit, above zero) a stock is low. */
export const LOW_STOCK_AT = 5;
/** The stock states the dashboard's product list filters by: in stock (any), low, none. */
export const STOCK_STATES = ['in-stock', 'low', 'out-of-stock'] as const;
export type StockState = (typeof STOCK_STATES)[number];
/** What a quantity in stock is (low is in stock too, and marked). */
export const stockStateOf = (stock: number): StockState =>
  stock <= 0 ? 'out-of-stock' : stock <= LOW_STOCK_AT ? 'low' : 'in-stock';
