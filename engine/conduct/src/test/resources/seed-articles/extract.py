#!/usr/bin/env python3
"""Writes articles.txt, the index of the seeds' articles that CitationsTest checks every citation against.

Run from this directory: python3 extract.py ../../../../../../../shared/seeds > articles.txt
(the seeds are /work/shared/seeds; README.md of that folder names them).

Chinese 2002 (seed 004), chapters one to five, is read mechanically: each heading "N. Title" is article N, each
line that starts with "N.M" (or a sentence inside a line that does, as "12.4 The sudden death system") is article
N.M, and each "(k)" or "(A)" item line below it is "N.M (k)" or "N.M (k)(A)". The other documents are short and irregular (items numbered inside articles, sections named
rather than numbered), so their articles are listed below as read, each list with where it stands in its seed.
"""
import re
import sys

seeds = sys.argv[1] if len(sys.argv) > 1 else '/work/shared/seeds'
out = []


def add(document, *articles):
    for article in articles:
        out.append(document + '|' + article)


def numbered(prefix, count):
    return [f'{prefix}.{i}' for i in range(1, count + 1)]


def items(prefix, count, letters=False):
    return [f'{prefix} ({chr(64 + i) if letters else i})' for i in range(1, count + 1)]


# Seed 004, Rules of Weiqi 2002, chapters one to five.
text = open(f'{seeds}/004_58e0b8900b598277.txt', encoding='utf-8').read()
main = text[text.index('# **Chapter One – Main Rules**'):text.index('# Appendix. Pairing Methods')]
current = None
item = None
for line in main.split('\n'):
    bare = line.strip().lstrip('#').strip().lstrip('-').strip().strip('*').strip()
    heading = re.match(r'^(\d{1,2})\.\s+\**[A-Z]', bare)
    sub = re.match(r'^(\d{1,2}\.\d{1,2})(?:\s|$)', bare)
    listed = re.match(r'^\((\d|[A-Z])\)', bare)
    inline = re.search(r'\.\s(\d{1,2}\.\d{1,2})\s+[A-Z]', bare)  # "...begins. 12.4 The sudden death system"
    if inline and not sub:
        current, item = inline.group(1), None
        add('Chinese 2002', current)
    elif sub:
        current, item = sub.group(1), None
        add('Chinese 2002', current)
    elif heading:
        current, item = None, None
        add('Chinese 2002', heading.group(1))
    elif listed and current:
        label = listed.group(1)
        if label.isdigit():
            item = f'{current} ({label})'
            add('Chinese 2002', item)
        elif item:
            add('Chinese 2002', f'{item}({label})')
# Seed 004, appendix "Pairing Methods for Tournaments": sections 1-7, their numbered paragraphs, Tables 1-5.
add('Chinese 2002 appendix', '1', *numbered('1', 4), '2', *numbered('2', 3), '3', *numbered('3', 3), '4', '5',
    *numbered('5', 3), '6', '7', *[f'Table {i}' for i in range(1, 6)])

# Seed 000, chapter one: The Korean Rules of Baduk (KABA, March 2013), Articles 1-12 and their numbered items.
add('Korean 2013', *[str(i) for i in range(1, 13)], *numbered('2', 2), *numbered('3', 3), *numbered('4', 2),
    *numbered('6', 2), *numbered('8', 2), *numbered('10', 2), *numbered('11', 3), *numbered('12', 2))

# Seed 000, chapter two: Competition Code, Incheon 2013. Items inside an article are numbered after it: Article 2's
# "2.2. Late Arrival" is 2.2.2, Article 5's "1.4" is 5.1.4, the rotation error's "(4)" under "3.6. Violations" 2.3.6 (4).
add('Incheon 2013 code', *[str(i) for i in range(1, 8)],
    '2.1', '2.2', *numbered('2.2', 3), '2.3', *numbered('2.3', 6), *items('2.3.6', 7),
    *numbered('3', 8), *numbered('4', 8),
    '5.1', *numbered('5.1', 7), *items('5.1.6', 3), *items('5.1.7', 3), '5.2', *numbered('5.2', 2), '5.3', '5.4',
    '5.5', *numbered('5.5', 2), '5.6', '5.7',
    *numbered('6', 7))

# Seed 000, chapter three: Duties of the Technical Delegate (art. 1), the Chief Referee (art. 2), the Referees (art. 3).
add('Incheon 2013 duties', '1', *numbered('1', 2), '2', *numbered('2', 7), '3', *numbered('3', 8))

# Seed 000, chapter four: Arbitration Committee (Jury of Appeal) Rule, Articles 1-3.
add('Incheon 2013 arbitration', '1', *numbered('1', 5), '2', *numbered('2', 6), '3', *numbered('3', 8))

# Seed 003: Korean 2016 Rules, Articles 1-12 and their numbered items.
add('Korean 2016', *[str(i) for i in range(1, 13)], *numbered('2', 3), *numbered('3', 4), *numbered('4', 2),
    *numbered('6', 2), *numbered('8', 2), *numbered('10', 2), *numbered('12', 2))

# Seed 001: the concise rules 1) to 12), the event's "Other rules" 1) and 2), and its REMINDERS.
add('AGA rule', *[str(i) for i in range(1, 13)])
add('AGA other rule', '1', '2')
add('AGA reminders', '')

# Seed 002: Ing's SST Laws 1991, Articles 1-14, each with its named sections ("Article 8: Penalties" has "Lateness",
# "Forfeiture" with items (1)-(5)...). Article 7 has one numbered list, so "7 (1)" names it without its section.
ing = {
    '1': ["Wei-ch'i", 'Game', 'Move', 'Board Play', 'Pass Play'],
    '2': ['Breathless', 'Removal', 'Life and Death'],
    '3': ['Ko stones', 'Ko position', 'Fighting ko', 'Hot stones', 'Disturbing ko'],
    '4': ['Criteria', 'Procedure', 'Filling in', 'Positioning', 'Counting'],
    '5': ['Tournament agreement', 'Game arrangement', 'Tournament system'],
    '6': ['Handicap', 'Ranks', 'Compensation points', 'Choosing colors', 'Handicap plays'],
    '7': ['Time limits', 'Basic time', 'Additional time'],
    '8': ['Lateness', 'Unpenalized mistakes', 'Forfeiture', 'Suspension', 'Disqualification'],
    '9': ['Correct conduct', 'Passing', 'Improper conduct', 'Counting'],
    '10': ['Referee', 'Recorder', 'Timekeeper', 'Courier'],
    '11': ['Lines', 'Points'],
    '12': ['Standards', 'Number of stones'],
    '13': ['Measuring frame', 'Bowls'],
    '14': ['Desk', 'Table'],
}
ing_items = {('7', 'Additional time'): 2, ('8', 'Unpenalized mistakes'): 2, ('8', 'Forfeiture'): 5,
             ('9', 'Correct conduct'): 2, ('9', 'Passing'): 2, ('9', 'Improper conduct'): 2, ('9', 'Counting'): 4}
for article, sections in ing.items():
    add('Ing 1991', article)
    for section in sections:
        add('Ing 1991', f'{article}, {section}')
        for k in range(1, ing_items.get((article, section), 0) + 1):
            add('Ing 1991', f'{article}, {section} ({k})')
add('Ing 1991', *items('7', 2))

print('# The seeds\' articles: "document|article", one a line. Made by extract.py (see README.md); do not edit by hand.')
print('\n'.join(dict.fromkeys(out)))
