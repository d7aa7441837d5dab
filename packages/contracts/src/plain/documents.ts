/**
 * A product's PDF documents: what each kind is called on the product page and in the admin's list, in
 * the order a new document's kind is offered.
 */
export const DOCUMENT_KINDS = ['datasheet', 'certificate', 'catalogue', 'warranty'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  datasheet: 'دیتاشیت',
  certificate: 'گواهی استاندارد',
  catalogue: 'کاتالوگ',
  warranty: 'شرایط گارانتی',
};

/** Upload rules the admin's form shows as hints and the API enforces. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const PRODUCT_DOCUMENTS_MAX = 10;
export const DOCUMENT_TITLE_MAX_LENGTH = 120;
