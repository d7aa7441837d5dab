/** Rows per page of the dashboard's lists. */
export const ADMIN_PAGE_SIZE = 20;
