import { SPREADSHEET_COLUMNS, SPREADSHEET_IMAGES_COLUMN, SPREADSHEET_VARIANT_COLUMNS } from '@shop/contracts';

export type FixedColumn = keyof typeof SPREADSHEET_COLUMNS;
export const FIXED_COLUMNS = Object.keys(SPREADSHEET_COLUMNS) as FixedColumn[];
export const FIXED_HEADERS = [...Object.values(SPREADSHEET_COLUMNS), SPREADSHEET_IMAGES_COLUMN];
export type VariantColumn = keyof typeof SPREADSHEET_VARIANT_COLUMNS;
export const VARIANT_COLUMNS = Object.keys(SPREADSHEET_VARIANT_COLUMNS) as VariantColumn[];
export const VARIANT_HEADERS: string[] = Object.values(SPREADSHEET_VARIANT_COLUMNS);

/** An attribute's column: its name, and its unit in parentheses when it has one («توان (وات)»). */
export const specHeader = ({ name, unit }: { name: string; unit: string | null }) =>
  unit ? `${name} (${unit})` : name;

// What a spreadsheet program would read as the start of a formula (OWASP's list: tab and CR too).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet program will show as text: a leading apostrophe before anything formula-like. */
export const inertText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * A text cell as the import reads it: the apostrophe `inertText` put before a formula-like start is
 * taken off; text that starts like a formula without it is refused (undefined), never evaluated.
 */
export function readText(text: string): string | undefined {
  if (text.startsWith("'") && FORMULA_START.test(text.slice(1))) return text.slice(1);
  return FORMULA_START.test(text) ? undefined : text;
}
