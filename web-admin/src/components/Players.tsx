/** Black and White of a board, each with a stone of their colour: a board card's, a game's heading. */
export function Players(props: { black: string; white: string; class?: string }) {
  return (
    <p class={'players' + (props.class ? ` ${props.class}` : '')}>
      <span><span class="stone-dot stone-black" aria-hidden="true" />{props.black}</span>
      <span class="versus">–</span>
      <span><span class="stone-dot stone-white" aria-hidden="true" />{props.white}</span>
    </p>
  );
}
