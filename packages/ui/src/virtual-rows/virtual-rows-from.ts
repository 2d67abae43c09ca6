/**
 * From this many rows a list scrolls in its own area and only the rows in view are in the page. Apart from the
 * virtualiser, so a widget can decide whether to load it (the activity feed loads it for long feeds only).
 */
export const virtualRowsFrom = 100;
