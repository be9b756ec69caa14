import { describe, expect, it } from 'vitest';
import { guessMapping, mapRows, parseCsv } from '../src/routes/director/players/csv';

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
});
