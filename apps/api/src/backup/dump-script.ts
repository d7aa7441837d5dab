/**
 * A restore onto a PostgreSQL server runs, through psql, the SQL that pg_restore writes from the
 * archive's dump, and an archive may come from anyone. Before psql sees it, every statement is matched
 * against the shapes pg_dump writes for the shop's database: session settings, its schemas, the pg_trgm
 * extension, tables, sequences, indexes, constraints, triggers, the rows as `COPY … FROM stdin`, sequence
 * values. Anything else is refused: COPY to or from a program or a file, roles, ALTER SYSTEM, GRANT, DO,
 * SET ROLE, psql's backslash commands. A function's body must be one the shop's migrations define, and no
 * statement may call a function that runs SQL given as text or reaches files, large objects, settings,
 * other sessions or other servers.
 *
 * This is the second line of defence; the first is that the shop, and so its restore, connects as a role
 * without superuser rights (docs/operations.md, "The shop's database role"), which cannot reach the
 * server's files or programs.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { MIGRATIONS_FOLDER } from '../db/client';

export interface ForeignStatement {
  /** The script's line the statement starts on (1-based). */
  line: number;
  reason: string;
  /** Its beginning, on one line. */
  excerpt: string;
}

type TokenKind = 'word' | 'quoted' | 'string' | 'body' | 'number' | 'symbol';
interface Token {
  kind: TokenKind;
  /** Words lowercased; quoted identifiers, strings and bodies as the server reads them. */
  text: string;
}

/** What SET may change, as pg_dump sets it at the top of a dump (and two values it must keep). */
const SETTINGS = new Set([
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
  'transaction_timeout',
  'client_encoding',
  'standard_conforming_strings',
  'check_function_bodies',
  'xmloption',
  'client_min_messages',
  'row_security',
  'default_tablespace',
  'default_table_access_method',
  'default_with_oids',
]);
const EXTENSIONS = new Set(['pg_trgm']);
/**
 * Functions no dump of the shop calls: they run SQL given as text, read or write the server's files or
 * large objects, change settings, signal other sessions or reach other servers.
 */
const FORBIDDEN_CALL =
  /^(query_to_xml\w*|cursor_to_xml\w*|table_to_xml\w*|schema_to_xml\w*|database_to_xml\w*|pg_read_file|pg_read_binary_file|pg_stat_file|pg_ls_\w+|pg_file_\w+|lo_\w+|dblink\w*|set_config|pg_reload_conf|pg_terminate_backend|pg_cancel_backend|pg_signal_backend)$/;

const NAME = String.raw`(?:[a-z_\u0080-\uffff][\w$\u0080-\uffff]*|"q")`;
const QUALIFIED = `${NAME}(?: \\. ${NAME})?`;
const shape = (pattern: string) => new RegExp(`^${pattern}$`, 'u');

/** Statements pg_dump writes for the shop, by their outline (see `outline`); each may go on as `.*` says. */
const SHAPES = [
  shape(`create schema ${NAME}`),
  shape(`create table ${QUALIFIED} \\( .*`),
  shape(`create sequence ${QUALIFIED}(?: .*)?`),
  shape(`alter sequence ${QUALIFIED} owned by ${NAME}(?: \\. ${NAME}){0,2}`),
  shape(
    `alter table (?:only )?${QUALIFIED} (?:add constraint|alter column ${NAME} (?:set default|set statistics|add generated)) .*`,
  ),
  shape(`create (?:unique )?index ${NAME} on (?:only )?${QUALIFIED} using ${NAME} \\( .*`),
  shape(`create (?:constraint )?trigger ${NAME} (?:before|after|instead of) .*`),
  shape(`comment on .* is (?:'s'|null)`),
  shape(`select pg_catalog \\. setval \\( 's' , (?:- )?\\d+ , (?:true|false) \\)`),
];
const SET = shape(`set (${NAME}) (?:=|to) ([\\w.]+|'s')`);
const SEARCH_PATH = shape(`select pg_catalog \\. set_config \\( 's' , 's' , false \\)`);
const EXTENSION = shape(`create extension if not exists (${NAME}) with schema ${NAME}`);
const FUNCTION = shape(`create function ${QUALIFIED} \\( .* language plpgsql .*`);
const COPY_FROM_STDIN = shape(`copy ${QUALIFIED}(?: \\( [^()']* \\))? from stdin`);
/** The meta-commands pg_restore itself writes around a script: psql then refuses any other. */
const RESTRICT = /^\\(?:un)?restrict [A-Za-z0-9]+$/;
const MAX_STATEMENT_CHARS = 1_000_000;

let knownBodies: Set<string> | undefined;
/** Every dollar-quoted text of the migrations: the bodies of the only functions a dump may create. */
function functionBodies(): Set<string> {
  knownBodies ??= new Set(
    fs
      .readdirSync(MIGRATIONS_FOLDER)
      .filter((name) => name.endsWith('.sql'))
      .flatMap((name) =>
        [
          ...fs
            .readFileSync(path.join(MIGRATIONS_FOLDER, name), 'utf8')
            .matchAll(/\$(\w*)\$([\s\S]*?)\$\1\$/g),
        ].map((match) => match[2]!),
      ),
  );
  return knownBodies;
}

/** The statement with quoted identifiers as `"q"`, strings as `'s'` and bodies as `$b$`, spaced by tokens. */
const outline = (tokens: Token[]) =>
  tokens
    .map((token) =>
      token.kind === 'quoted'
        ? '"q"'
        : token.kind === 'string'
          ? "'s'"
          : token.kind === 'body'
            ? '$b$'
            : token.text,
    )
    .join(' ');

/** Why a whole statement is not one a dump of the shop holds, or undefined when it is. */
function problemOf(tokens: Token[]): string | undefined {
  const text = outline(tokens);
  const strings = tokens.filter((token) => token.kind === 'string').map((token) => token.text);
  if (SEARCH_PATH.test(text)) {
    return strings[0] === 'search_path' && strings[1] === '' ? undefined : 'set_config of another setting';
  }
  const call = tokens.find(
    (token, index) =>
      (token.kind === 'word' || token.kind === 'quoted') &&
      tokens[index + 1]?.text === '(' &&
      FORBIDDEN_CALL.test(token.text.toLowerCase()),
  );
  if (call) return `calls ${call.text}()`;

  const set = SET.exec(text);
  if (set) {
    const [, name = '', value = ''] = set;
    if (!SETTINGS.has(name)) return `sets ${name}`;
    if (name === 'client_encoding' && strings[0]?.toUpperCase() !== 'UTF8')
      return 'a client encoding other than UTF8';
    if (name === 'standard_conforming_strings' && value !== 'on') return 'standard_conforming_strings off';
    return undefined;
  }
  const extension = EXTENSION.exec(text);
  if (extension) return EXTENSIONS.has(extension[1]!) ? undefined : `the extension ${extension[1]}`;
  if (FUNCTION.test(text)) {
    const bodies = tokens.filter((token) => token.kind === 'body');
    const known = functionBodies();
    return bodies.length === 1 && known.has(bodies[0]!.text)
      ? undefined
      : 'a function the migrations do not define';
  }
  if (COPY_FROM_STDIN.test(text) || SHAPES.some((allowed) => allowed.test(text))) return undefined;
  return 'a statement no dump of the shop holds';
}

const isWordStart = (char: string) => /[A-Za-z_\u0080-\uffff]/u.test(char);
const isWordChar = (char: string) => /[\w$\u0080-\uffff]/u.test(char);

/**
 * Reads a script line by line as psql does, splitting it into statements at every `;` outside strings,
 * quoted names, dollar-quoted bodies and comments (psql splits at fewer: a statement it sends whole may
 * be checked in parts, never the other way round), and the rows of a COPY up to their `\.`.
 */
class ScriptChecker {
  private tokens: Token[] = [];
  /** Where the statement under way starts, its beginning (for the message) and its length so far. */
  private statement?: { line: number; excerpt: string; size: number };
  private lineNumber = 0;
  /** Inside a string, quoted name, body or block comment that goes on past the line's end. */
  private open?:
    | { kind: 'string'; escapes: boolean; text: string }
    | { kind: 'quoted'; text: string }
    | { kind: 'body'; tag: string; text: string }
    | { kind: 'comment'; depth: number };
  private inCopyData = false;
  found?: ForeignStatement;

  line(line: string): void {
    this.lineNumber += 1;
    if (this.inCopyData) {
      if (line === '\\.' || line === '\\.\r') this.inCopyData = false;
      return;
    }
    if (!this.statement && !this.open && line.trimStart().startsWith('\\')) {
      if (!RESTRICT.test(line.trim())) this.refuse('a psql command', line);
      return;
    }
    if (this.statement) {
      this.statement.excerpt += ` ${line}`;
      this.statement.size += line.length;
      if (this.statement.size > MAX_STATEMENT_CHARS)
        return this.refuse('a statement far longer than a dump writes');
    }
    this.scan(line);
    if (this.open?.kind === 'string' || this.open?.kind === 'quoted' || this.open?.kind === 'body') {
      this.open.text += '\n';
    }
  }

  end(): void {
    if (this.inCopyData) this.refuse('rows of a COPY without their end');
    else if (this.statement || this.open) this.refuse('a statement without its end');
  }

  private refuse(reason: string, excerpt = this.statement?.excerpt ?? '', line = this.statement?.line): void {
    this.found ??= {
      line: line ?? this.lineNumber,
      reason,
      excerpt: excerpt.replace(/\s+/g, ' ').trim().slice(0, 160),
    };
  }

  private push(kind: TokenKind, text: string) {
    this.tokens.push({ kind, text });
  }

  private scan(line: string): void {
    let i = 0;
    while (i < line.length && !this.found) {
      const open = this.open;
      if (open?.kind === 'comment') {
        if (line.startsWith('*/', i)) {
          i += 2;
          if (--open.depth === 0) this.open = undefined;
        } else if (line.startsWith('/*', i)) {
          i += 2;
          open.depth += 1;
        } else i += 1;
        continue;
      }
      // A string or a quoted name: its quote doubled is the quote itself; E'' strings also take \ escapes.
      if (open?.kind === 'string' || open?.kind === 'quoted') {
        const quote = open.kind === 'string' ? "'" : '"';
        const char = line[i]!;
        if (open.kind === 'string' && open.escapes && char === '\\') {
          open.text += line.slice(i, i + 2);
          i += 2;
        } else if (char === quote && line[i + 1] === quote) {
          open.text += quote;
          i += 2;
        } else if (char === quote) {
          this.push(open.kind, open.text);
          this.open = undefined;
          i += 1;
        } else {
          open.text += char;
          i += 1;
        }
        continue;
      }
      if (open?.kind === 'body') {
        const close = line.indexOf(open.tag, i);
        if (close < 0) {
          open.text += line.slice(i);
          i = line.length;
        } else {
          this.push('body', open.text + line.slice(i, close));
          this.open = undefined;
          i = close + open.tag.length;
        }
        continue;
      }
      i = this.scanToken(line, i);
    }
  }

  /** One token (or the statement's end) outside any quotes, from `i`; answers where the next starts. */
  private scanToken(line: string, i: number): number {
    const char = line[i]!;
    const rest = line.slice(i);
    if (/\s/.test(char)) return i + 1;
    if (rest.startsWith('--')) return line.length;
    if (rest.startsWith('/*')) {
      this.open = { kind: 'comment', depth: 1 };
      return i + 2;
    }
    this.statement ??= { line: this.lineNumber, excerpt: rest, size: rest.length };
    if (char === '\\') {
      this.refuse('a psql command inside a statement');
      return line.length;
    }
    if (char === "'") {
      // An E'…' string: backslashes escape, so a quote after one does not end it.
      const previous = this.tokens.at(-1);
      const escapes =
        previous?.kind === 'word' && previous.text === 'e' && line[i - 1]?.toLowerCase() === 'e';
      if (escapes) this.tokens.pop();
      this.open = { kind: 'string', escapes, text: '' };
      return i + 1;
    }
    if (char === '"') {
      this.open = { kind: 'quoted', text: '' };
      return i + 1;
    }
    if (char === '$') {
      const tag = /^\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/u.exec(rest)?.[0];
      if (tag) {
        this.open = { kind: 'body', tag, text: '' };
        return i + tag.length;
      }
    }
    if (rest.startsWith('::')) {
      this.push('symbol', '::');
      return i + 2;
    }
    if (char === ':' && /^:[A-Za-z_'"{]/.test(rest)) {
      this.refuse('a psql variable');
      return line.length;
    }
    if (char === ';') {
      this.finishStatement(line.slice(i + 1));
      return this.inCopyData ? line.length : i + 1;
    }
    if (isWordStart(char)) {
      let end = i + 1;
      while (end < line.length && isWordChar(line[end]!)) end += 1;
      this.push('word', line.slice(i, end).toLowerCase());
      return end;
    }
    if (/\d/.test(char)) {
      const number = /^\d[\d.eE_]*/.exec(rest)![0];
      this.push('number', number);
      return i + number.length;
    }
    this.push('symbol', char);
    return i + 1;
  }

  private finishStatement(afterIt: string): void {
    const tokens = this.tokens;
    this.tokens = [];
    if (tokens.length > 0) {
      const problem = problemOf(tokens);
      if (problem) return this.refuse(problem);
      if (COPY_FROM_STDIN.test(outline(tokens))) {
        // psql reads the rows from the next line on; a dump never goes on after `FROM stdin;`.
        if (afterIt.trim() !== '') return this.refuse('a statement after COPY … FROM stdin on its line');
        this.inCopyData = true;
      }
    }
    this.statement = undefined;
  }
}

/** The first statement of the script that no dump of the shop holds, or undefined when there is none. */
export async function findForeignStatement(script: string): Promise<ForeignStatement | undefined> {
  const checker = new ScriptChecker();
  const lines = readline.createInterface({ input: fs.createReadStream(script, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    checker.line(line);
    if (checker.found) break;
  }
  lines.close();
  if (!checker.found) checker.end();
  return checker.found;
}
