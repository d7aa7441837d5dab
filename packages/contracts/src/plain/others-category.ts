/** The catch-all category (compared case-insensitively): it always exists and cannot be deleted or renamed. */
export const OTHERS_CATEGORY_TITLE = 'others';
export const isOthersCategory = (title: string) => title.trim().toLowerCase() === OTHERS_CATEGORY_TITLE;

/** What people read for a category: `others` keeps its stored title and is shown as «سایر». */
export const categoryName = (title: string) => (isOthersCategory(title) ? 'سایر' : title);
