/** The catch-all category's title as first stored; its key (`catchAll`) stays when the owner renames it. */
export const OTHERS_CATEGORY_TITLE = 'others';

/** What people read for a category: the stored `others` is shown as «سایر». */
export const categoryName = (title: string) =>
  title.trim().toLowerCase() === OTHERS_CATEGORY_TITLE ? 'سایر' : title;
