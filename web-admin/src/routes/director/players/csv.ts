// CSV as registration desks export it: RFC 4180 quoting, a comma, semicolon or tab between fields (the one the
// header line uses most), any line ending, blank lines before the header (OpenGotha's player export starts with one),
// a byte order mark ignored.

/**
 * The file's text from its bytes, as spreadsheets save it: a byte order mark decides (UTF-8, or UTF-16 of either
 * order: Excel's "Unicode text"); else bytes that are valid UTF-8 are UTF-8; else Windows-1252 (Excel's "CSV" on a
 * western Windows), so that "ÉVAIN Andéol" does not become "�VAIN And�ol".
 */
export function decodeText(bytes: ArrayBuffer): string {
  const head = new Uint8Array(bytes, 0, Math.min(3, bytes.byteLength));
  if (head[0] === 0xff && head[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (head[0] === 0xfe && head[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return windows1252(new Uint8Array(bytes));
  }
}

/**
 * What Windows-1252 makes of 0x80-0x9F (the WHATWG Encoding Standard's table; the five bytes it leaves unassigned are
 * kept as ISO-8859-1's); every other byte is the code point of the same number. Written out because not every
 * runtime's TextDecoder('windows-1252') maps that range (Node's reads it as ISO-8859-1).
 */
const WINDOWS_1252_C1 = '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F'
  + '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function windows1252(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += b >= 0x80 && b <= 0x9f ? WINDOWS_1252_C1[b - 0x80] : String.fromCharCode(b);
  return text;
}

export interface CsvTable {
  header: string[];
  /** Each data row with its line number in the file (the header is line 1). */
  rows: { line: number; cells: string[] }[];
}

export function delimiterOf(firstLine: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** The file as header and rows; blank lines are skipped but counted, so line numbers match an editor's. */
export function parseCsv(text: string): CsvTable {
  const source = text.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(source.split(/\r\n|\r|\n/).find((l) => l.trim() !== '') ?? '');
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        // a line break inside a quoted cell: CRLF, LF or a lone CR (old Mac exports) each count as one line
        if (c === '\n' || (c === '\r' && source[i + 1] !== '\n')) line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') {
      quoted = true;
    } else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((x) => x.trim() !== '')) records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line++;
      recordLine = line;
    } else {
      cell += c;
    }
  }
  cells.push(cell);
  if (cells.some((x) => x.trim() !== '')) records.push({ line: recordLine, cells });
  const [header, ...rows] = records;
  return { header: (header?.cells ?? []).map((h) => h.trim()), rows };
}

/** What a column can be mapped to. A name is one column, or a family and a given name joined. */
export const TARGETS = ['name', 'family', 'given', 'rank', 'club', 'country', 'egf', 'ffg', 'aga'] as const;
export type Target = (typeof TARGETS)[number];
export type Mapping = Partial<Record<Target, number>>;

const GUESSES: Record<Target, RegExp> = {
  name: /^(full ?name|name|player|nom complet|이름|姓名|名前|氏名)$/i,
  family: /^(family ?name|last ?name|surname|nom|nom de famille|성|姓)$/i,
  given: /^(given ?name|first ?name|prénom|prenom|이름 ?\(名\)|名)$/i,
  rank: /^(rank|grade|level|niveau|rang|급수|단급|段位|段级|級位)$/i,
  club: /^(club|team|équipe|클럽|俱乐部|クラブ)$/i,
  country: /^(country|nation|pays|국가|国家|国)$/i,
  egf: /^(egf|egf ?pin|egf ?id)$/i,
  ffg: /^(ffg|ffg ?licen[cs]e|licence)$/i,
  aga: /^(aga|aga ?id)$/i,
};

/** A first mapping from the header's names; the director corrects it before importing. */
export function guessMapping(header: string[]): Mapping {
  const mapping: Mapping = {};
  header.forEach((name, index) => {
    const target = TARGETS.find((t) => GUESSES[t].test(name.trim()) && mapping[t] === undefined);
    if (target) mapping[target] = index;
  });
  // "Name" beside "First name" is the family name, as OpenGotha and many federation lists write it
  if (mapping.name !== undefined && mapping.given !== undefined && mapping.family === undefined) {
    mapping.family = mapping.name;
    delete mapping.name;
  }
  if (mapping.name !== undefined) {
    delete mapping.family;
    delete mapping.given;
  }
  return mapping;
}

export interface MappedRow {
  line: number;
  name: string;
  rank: string;
  club: string;
  country: string;
  memberships: Record<string, string>;
}

/** Each row as the player it names under the mapping. */
export function mapRows(table: CsvTable, mapping: Mapping): MappedRow[] {
  const cell = (cells: string[], target: Target) => (mapping[target] === undefined ? '' : (cells[mapping[target]!] ?? '').trim());
  return table.rows.map(({ line, cells }) => {
    const name = mapping.name !== undefined ? cell(cells, 'name') : [cell(cells, 'family'), cell(cells, 'given')].filter(Boolean).join(' ');
    const memberships: Record<string, string> = {};
    for (const body of ['egf', 'ffg', 'aga'] as const) {
      const id = cell(cells, body);
      if (id) memberships[body] = id;
    }
    return { line, name, rank: cell(cells, 'rank'), club: cell(cells, 'club'), country: cell(cells, 'country').toUpperCase(), memberships };
  });
}
