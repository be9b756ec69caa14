// CSV as registration desks export it: RFC 4180 quoting, a comma, semicolon or tab between fields (the one the
// header line uses most), any line ending, a UTF-8 byte order mark ignored.

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
  const delimiter = delimiterOf(source.split(/\r?\n/, 1)[0] ?? '');
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
        if (c === '\n') line++;
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
