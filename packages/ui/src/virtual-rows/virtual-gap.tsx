export type VirtualGapProps = {
  /** 'li' in a list, 'tr' in a table's body. */
  as: 'li' | 'tr';
  sizePx: number;
  /** The table's column count, for 'tr'. */
  columnCount?: number;
};

/** The room of the rows left out of a virtual list, hidden from assistive tech (the rows carry the counts). */
export function VirtualGap({ as, sizePx, columnCount = 1 }: VirtualGapProps) {
  const style = { height: sizePx };
  if (as === 'tr')
    return (
      // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a plain table's row takes no focus (the rule reads it as a grid row)
      <tr aria-hidden="true" data-slot="virtual-gap">
        <td colSpan={columnCount} className="p-0" style={style} />
      </tr>
    );
  return <li aria-hidden="true" data-slot="virtual-gap" style={style} />;
}
