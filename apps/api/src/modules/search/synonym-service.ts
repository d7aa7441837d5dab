import type { SearchSynonym } from '@shop/contracts';
import { normalizeForSearch } from '@shop/persian';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { searchSynonyms, type SearchSynonymRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/app-error';

export const SYNONYM_MESSAGES = {
  created: 'گروه مترادف‌ها ذخیره شد',
  updated: 'گروه مترادف‌ها ویرایش شد',
  deleted: 'گروه مترادف‌ها حذف شد',
  notFound: 'گروه مترادف‌ها یافت نشد',
  tooFew: 'حداقل دو واژه متفاوت وارد کنید',
  taken: (term: string) => `واژه «${term}» در گروه دیگری از مترادف‌ها آمده است`,
};

const toSynonym = (row: SearchSynonymRow): SearchSynonym => ({
  _id: row.id,
  terms: row.terms,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listSynonyms(db: Database): Promise<SearchSynonym[]> {
  const rows = await db
    .select()
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.createdAt), asc(searchSynonyms.id));
  return rows.map(toSynonym);
}

/** The terms as search reads them (normalized, each once); at least two must differ. */
function normalizeTerms(terms: string[]): string[] {
  const normalized = [...new Set(terms.map(normalizeForSearch).filter(Boolean))];
  if (normalized.length < 2) throw badRequest(SYNONYM_MESSAGES.tooFew, { terms: SYNONYM_MESSAGES.tooFew });
  return normalized;
}

/**
 * A term belongs to one group only (otherwise a query could not tell which group it means). Checked
 * under a lock on the synonyms, so two admins saving at once cannot both add the same term.
 */
async function assertTermsFree(tx: Transaction, terms: string[], exceptId?: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('search-synonyms'))`);
  const others = await tx
    .select({ terms: searchSynonyms.terms })
    .from(searchSynonyms)
    .where(
      and(
        sql`${searchSynonyms.terms} && ${sql.param(terms)}::text[]`,
        exceptId ? ne(searchSynonyms.id, exceptId) : undefined,
      ),
    );
  const taken = terms.find((term) => others.some((other) => other.terms.includes(term)));
  if (taken) throw conflict(SYNONYM_MESSAGES.taken(taken));
}

export async function createSynonym(db: Database, input: { terms: string[] }): Promise<SearchSynonym> {
  const terms = normalizeTerms(input.terms);
  return db.transaction(async (tx) => {
    await assertTermsFree(tx, terms);
    const [row] = await tx.insert(searchSynonyms).values({ terms }).returning();
    return toSynonym(row!);
  });
}

export async function updateSynonym(
  db: Database,
  id: string,
  input: { terms: string[] },
): Promise<SearchSynonym> {
  const terms = normalizeTerms(input.terms);
  return db.transaction(async (tx) => {
    await assertTermsFree(tx, terms, id);
    const [row] = await tx
      .update(searchSynonyms)
      .set({ terms, updatedAt: new Date() })
      .where(eq(searchSynonyms.id, id))
      .returning();
    if (!row) throw notFound(SYNONYM_MESSAGES.notFound);
    return toSynonym(row);
  });
}

export async function deleteSynonym(db: Database, id: string): Promise<void> {
  const deleted = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.id, id))
    .returning({ id: searchSynonyms.id });
  if (deleted.length === 0) throw notFound(SYNONYM_MESSAGES.notFound);
}
