/** The canvas's constants of 002 section 9 live in the domain, shared with the editor's machine. */
export { steppedZoom, unitTreeZoom, viewerGrid } from '@segno/domain';

/** The group node's width on the canvas, a whole number of grid columns. */
export const groupNodeWidth = 250;
