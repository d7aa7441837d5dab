import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { searchState } from './schema';

/** What public answers are made of: triggers bump each on every write, whoever writes (API, CLI, psql). */
export interface ContentVersion {
  catalog: number;
  settings: number;
}

/** One string for both versions: what a kept answer was made for. */
export const versionKey = ({ catalog, settings }: ContentVersion) => `${catalog}:${settings}`;

/** Reads the stored versions for the caches of one database. */
export interface ContentVersions {
  /**
   * The versions as stored now. Callers that ask while a read is under way share it, so a burst of
   * requests costs one primary-key read, not one each; while this process is writing, every caller
   * reads for itself.
   */
  current(): Promise<ContentVersion>;
  /**
   * The versions this process holds in memory, only while they are known to be current (kept until
   * notified, nothing being written): what a synchronous reader such as the fast lane may trust.
   */
  known(): ContentVersion | undefined;
  /** Marks a write of this process under way; the returned function marks it done. */
  writing(): () => void;
  /**
   * From now on the versions are kept in memory once read, and forgotten on every `notified()`: for a
   * process that hears of every write (the embedded database; a LISTEN connection to the server). After
   * `lost()` (the connection dropped, bumps may go unheard) nothing is kept until this is called again.
   */
  keptUntilNotified(): { notified(): void; lost(): void };
}

/** The channel the version triggers notify on every bump. */
export const CONTENT_VERSION_CHANNEL = 'content_version';

const versionsByDatabase = new WeakMap<Database, ContentVersions>();

export function contentVersions(db: Database): ContentVersions {
  let versions = versionsByDatabase.get(db);
  if (!versions) {
    versions = trackVersions(db);
    versionsByDatabase.set(db, versions);
  }
  return versions;
}

function trackVersions(db: Database): ContentVersions {
  let shared: Promise<ContentVersion> | undefined;
  let known: ContentVersion | undefined;
  let keepKnown = false;
  // Bumped whenever the versions may have changed, so a read that started before cannot be kept.
  let generation = 0;
  let writes = 0;
  const forget = () => {
    generation += 1;
    shared = undefined;
    known = undefined;
  };
  const read = async (): Promise<ContentVersion> => {
    const [row] = await db
      .select({ catalog: searchState.catalogVersion, settings: searchState.settingsVersion })
      .from(searchState)
      .where(eq(searchState.id, 1));
    return row ?? { catalog: 0, settings: 0 };
  };
  return {
    current() {
      if (writes > 0) return read();
      if (known) return Promise.resolve(known);
      if (!shared) {
        const startedIn = generation;
        const reading = read();
        shared = reading;
        reading.then(
          (versions) => {
            if (shared === reading) shared = undefined;
            if (keepKnown && generation === startedIn) known = versions;
          },
          () => shared === reading && (shared = undefined),
        );
      }
      return shared;
    },
    known() {
      return writes === 0 ? known : undefined;
    },
    writing() {
      writes += 1;
      forget();
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        writes -= 1;
        forget();
      };
    },
    keptUntilNotified() {
      keepKnown = true;
      forget();
      return {
        notified: forget,
        lost() {
          keepKnown = false;
          forget();
        },
      };
    },
  };
}
