import { useRef, useState } from 'preact/hooks';
import { t } from '../i18n/i18n';
import { chain, columns, parsePoint, pointName, starPoints, step, stoneAt, type Spot } from './goban';

export interface BoardProps {
  size: number;
  /** Rows from the top: X black, O white, . empty (the game view's `position`). */
  position: readonly string[];
  /** What the board is, for screen readers: "Round 1, board 2". */
  label: string;
  /** The last stone played, marked. */
  lastMove?: string | null;
  /** Called with a point ("D4") on a click, Enter or Space; a board without it is shown only. */
  onPoint?: (point: string) => void;
  /** Stones marked dead: drawn faded and crossed. */
  dead?: ReadonlySet<string>;
  /** Who each point counts for (the count's `ownership`, rows of B, W, .): a small square on each point. */
  ownership?: readonly string[];
  /** A point just refused (an illegal attempt), ringed in red. */
  refused?: string | null;
  /** Whether a click selects whole chains (marking dead stones) rather than points. */
  chains?: boolean;
}

/**
 * A Go board drawn in SVG. Points are clicked, or reached with the arrow keys (Home and End go to the row's ends) and
 * played with Enter or Space; typing a point's name ("d4") moves there. Coordinates run A to T without I, 1 at the
 * bottom. The board shows; it judges nothing: the engine does, through the API.
 */
export function Board(props: BoardProps) {
  const { size } = props;
  const [cursor, setCursor] = useState<Spot>({ x: Math.floor(size / 2), y: Math.floor(size / 2) });
  const [typed, setTyped] = useState('');
  const [focused, setFocused] = useState(false);
  const svg = useRef<SVGSVGElement>(null);
  const interactive = !!props.onPoint;
  const letters = columns(size);
  const stars = starPoints(size);
  const last = props.lastMove ? parsePoint(props.lastMove, size) : null;
  const refused = props.refused ? parsePoint(props.refused, size) : null;
  const cells = Array.from({ length: size }, (_, i) => i);

  function describe(spot: Spot): string {
    const name = pointName(spot, size);
    const stone = stoneAt(props.position, spot);
    const what = stone === 'black' ? t('referee.board.blackStone') : stone === 'white' ? t('referee.board.whiteStone') : t('referee.board.empty');
    const dead = props.dead?.has(name) ? `, ${t('referee.board.markedDead')}` : '';
    return `${name}, ${what}${dead}`;
  }

  function play(spot: Spot) {
    setCursor(spot);
    props.onPoint?.(pointName(spot, size));
  }

  function onKey(event: KeyboardEvent) {
    if (!interactive) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const target = typed ? parsePoint(typed, size) : null;
      setTyped('');
      play(target ?? cursor);
      return;
    }
    if (/^[a-zA-Z0-9]$/.test(event.key)) {
      const next = (/^[a-zA-Z]$/.test(event.key) ? event.key : typed + event.key).slice(-3);
      setTyped(next);
      const spot = parsePoint(next, size);
      if (spot) setCursor(spot);
      return;
    }
    const moved = step(cursor, event.key, size);
    if (moved !== cursor) {
      event.preventDefault();
      setTyped('');
      setCursor(moved);
    }
  }

  function onClick(event: MouseEvent) {
    if (!interactive || !svg.current) return;
    const matrix = svg.current.getScreenCTM();
    if (!matrix) return;
    const p = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const spot = { x: Math.round(p.x), y: Math.round(p.y) };
    if (spot.x < 0 || spot.y < 0 || spot.x >= size || spot.y >= size) return;
    play(spot);
  }

  const deadSpots = new Set<string>();
  props.dead?.forEach((name) => {
    const spot = parsePoint(name, size);
    if (spot) deadSpots.add(`${spot.x},${spot.y}`);
  });
  const hover = props.chains && interactive && focused ? chain(props.position, cursor) : [];

  return (
    <div class={'board' + (interactive ? ' board-live' : '')}>
      <div
        role={interactive ? 'application' : 'img'}
        tabIndex={interactive ? 0 : undefined}
        aria-label={interactive
          ? `${props.label}. ${t('referee.board.keys')} ${describe(cursor)}`
          : `${props.label}. ${t('referee.board.shown', { size })}`}
        onKeyDown={onKey}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        class="board-frame"
      >
        <svg ref={svg} viewBox={`-1.3 -1.3 ${size + 1.6} ${size + 1.6}`} onClick={onClick} aria-hidden="true"
          class="board-svg">
          <rect x={-1.3} y={-1.3} width={size + 1.6} height={size + 1.6} class="board-wood" />
          {cells.map((i) => (
            <g key={`l${i}`}>
              <line x1={0} y1={i} x2={size - 1} y2={i} class="board-line" />
              <line x1={i} y1={0} x2={i} y2={size - 1} class="board-line" />
              <text x={i} y={-0.75} class="board-coord">{letters[i]}</text>
              <text x={i} y={size - 0.05} class="board-coord">{letters[i]}</text>
              <text x={-0.85} y={i + 0.15} class="board-coord">{size - i}</text>
              <text x={size - 0.15} y={i + 0.15} class="board-coord">{size - i}</text>
            </g>
          ))}
          {stars.map((s) => <circle key={`s${s.x},${s.y}`} cx={s.x} cy={s.y} r={0.1} class="board-star" />)}
          {props.ownership && props.ownership.map((row, y) => row.split('').map((owner, x) => (owner === '.' ? null : (
            stoneAt(props.position, { x, y }) && !deadSpots.has(`${x},${y}`) ? null : (
              <rect key={`o${x},${y}`} x={x - 0.17} y={y - 0.17} width={0.34} height={0.34}
                class={owner === 'B' ? 'board-own-black' : 'board-own-white'} />
            )))))}
          {props.position.map((row, y) => row.split('').map((c, x) => {
            if (c !== 'X' && c !== 'O') return null;
            const dead = deadSpots.has(`${x},${y}`);
            return (
              <g key={`p${x},${y}`} class={dead ? 'board-dead' : undefined}>
                <circle cx={x} cy={y} r={0.47} class={c === 'X' ? 'board-black' : 'board-white'} />
                {dead && <path d={`M${x - 0.22} ${y - 0.22}L${x + 0.22} ${y + 0.22}M${x + 0.22} ${y - 0.22}L${x - 0.22} ${y + 0.22}`}
                  class="board-cross" />}
              </g>
            );
          }))}
          {last && <circle cx={last.x} cy={last.y} r={0.2} class={stoneAt(props.position, last) === 'black' ? 'board-last-on-black' : 'board-last-on-white'} />}
          {refused && <circle cx={refused.x} cy={refused.y} r={0.45} class="board-refused" />}
          {hover.map((s) => <circle key={`h${s.x},${s.y}`} cx={s.x} cy={s.y} r={0.5} class="board-chain" />)}
          {interactive && focused && <rect x={cursor.x - 0.5} y={cursor.y - 0.5} width={1} height={1} class="board-cursor" />}
        </svg>
      </div>
      {interactive && <p class="visually-hidden" aria-live="polite">{focused ? describe(cursor) : ''}</p>}
    </div>
  );
}
