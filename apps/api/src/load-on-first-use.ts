import { createRequire } from 'node:module';

const requireHere = createRequire(__filename);

/**
 * A library only some requests need (the XLSX writer, the PDF makers), loaded by the first call rather
 * than when the process starts: together about half a second less per start, and memory only for what runs.
 */
export function loadOnFirstUse<Library>(name: string): () => Library {
  return () => requireHere(name) as Library;
}
