import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeText, guessMapping, mapRows, parseCsv } from '../src/routes/director/players/csv';

/** The bytes of a string in an 8-bit encoding, one byte per character (Latin-1 and Windows-1252 agree below 0x80). */
const bytes = (...codes: number[]) => new Uint8Array(codes).buffer;

describe('CSV', () => {
  it('reads quoted fields with commas, quotes and line breaks', () => {
    const table = parseCsv('name,club\n"Dupont, Jean","Club ""A""\nToulouse"\n');
    expect(table.rows[0].cells).toEqual(['Dupont, Jean', 'Club "A"\nToulouse']);
  });

  it('takes the separator the header uses', () => {
    expect(parseCsv('Nom;Prénom;Niveau\nEVAIN;Andéol;2D\n').rows[0].cells).toEqual(['EVAIN', 'Andéol', '2D']);
  });

  it('numbers rows by their line in the file, blank lines counted', () => {
    const table = parseCsv('name,rank\r\nA,1d\r\n\r\nB,2k\r\n');
    expect(table.rows.map((r) => r.line)).toEqual([2, 4]);
  });

  it('ignores a byte order mark', () => {
    expect(parseCsv('\uFEFFname,rank\nA,1d').header).toEqual(['name', 'rank']);
  });

  it('maps Nom and Prénom to the family and given names, joined family first', () => {
    const table = parseCsv('Nom;Prénom;Niveau;Club;Pays;Licence\nEVAIN;Andéol;2D;31To;fr;1100278\n');
    const rows = mapRows(table, guessMapping(table.header));
    expect(rows[0]).toEqual({ line: 2, name: 'EVAIN Andéol', rank: '2D', club: '31To', country: 'FR',
      memberships: { ffg: '1100278' } });
  });

  it('reads "Name" beside "First name" as the family name', () => {
    expect(guessMapping(['Name', 'First name', 'Rank'])).toEqual({ family: 0, given: 1, rank: 2 });
  });

  it('keeps a single name column whole', () => {
    expect(guessMapping(['Player', 'Grade', 'EGF PIN'])).toEqual({ name: 0, rank: 1, egf: 2 });
  });

  it("reads OpenGotha's player export, which opens with an empty line", () => {
    // test/fixtures/TournoiChinois.csv: copied unchanged from ../shared/data/exchange (fixtures/README.md)
    const file = readFileSync(new URL('./fixtures/TournoiChinois.csv', import.meta.url));
    const table = parseCsv(decodeText(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength)));
    expect(table.header).toEqual(['Name', 'FirstName', 'Rank', 'Country', 'Club', '']);
    expect(table.rows).toHaveLength(24);
    const rows = mapRows(table, guessMapping(table.header));
    expect(rows[0]).toEqual({ line: 3, name: 'Vannier Remi', rank: '2D', club: '35Re', country: 'FR', memberships: {} });
    expect(rows[1]).toMatchObject({ line: 4, name: '马 超', rank: '1D' });
    expect(rows[23]).toMatchObject({ line: 26, name: '马 雪艳', rank: '12K' });
  });

  it('reads a file saved by Excel on a western Windows (Windows-1252) with its accents and its Œ', () => {
    // "ÉVAIN;Andéol;Lœuillet" in Windows-1252: É = 0xC9, é = 0xE9, œ = 0x9C
    const text = decodeText(bytes(0xc9, 0x56, 0x41, 0x49, 0x4e, 0x3b, 0x41, 0x6e, 0x64, 0xe9, 0x6f, 0x6c, 0x3b,
      0x4c, 0x9c, 0x75, 0x69, 0x6c, 0x6c, 0x65, 0x74));
    expect(text).toBe('ÉVAIN;Andéol;Lœuillet');
  });

  it('reads UTF-8 as UTF-8, its byte order mark dropped', () => {
    expect(decodeText(bytes(0xef, 0xbb, 0xbf, 0x41, 0xc3, 0xa9))).toBe('Aé');
  });

  it("reads Excel's Unicode text (UTF-16 with its byte order mark), either byte order", () => {
    expect(decodeText(bytes(0xff, 0xfe, 0x41, 0x00, 0xe9, 0x00, 0x3b, 0x00))).toBe('Aé;');
    expect(decodeText(bytes(0xfe, 0xff, 0x00, 0x41, 0x00, 0xe9))).toBe('Aé');
  });

  it('counts a lone carriage return inside a quoted cell as a line', () => {
    const table = parseCsv('name,club\r"A","Club\rToulouse"\rB,X\r');
    expect(table.rows.map((r) => r.line)).toEqual([2, 4]);
  });
});

