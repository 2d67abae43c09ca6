/**
 * The unit tree canvas's constants (002, section 9), in one place for the learner's viewer, the admin editor and
 * the editor's machine.
 */

/** spec 002, section 9: zoom 0.6 to 1.5 in steps of 0.1, starting at 100 percent. */
export const unitTreeZoom = { min: 0.6, max: 1.5, step: 0.1, initial: 1 } as const;

/** spec 002, section 9: the viewer grid is 50 wide by 100 high. */
export const viewerGrid: [number, number] = [50, 100];

/** spec 002, section 9: the admin grid is 142 wide by 300 high. */
export const adminGrid: [number, number] = [142, 300];

/** spec 002, section 9: a content item on the admin canvas is 35 wide. */
export const adminItemWidth = 35;

/**
 * spec 002, section 9: the canvas is at least 545 high and 1100 wide minus the sidebar, which is 320 wide
 * expanded and 160 collapsed.
 */
export const unitTreeCanvas = {
  minHeight: 545,
  width: 1100,
  sidebarWidth: { expanded: 320, collapsed: 160 },
} as const;

/** The canvas's width beside the sidebar: 780 with the sidebar expanded, 940 collapsed. */
export function unitTreeCanvasWidth(isSidebarCollapsed: boolean): number {
  const { width, sidebarWidth } = unitTreeCanvas;
  return width - (isSidebarCollapsed ? sidebarWidth.collapsed : sidebarWidth.expanded);
}

/** Zoom one step up or down from `zoom`, on the 0.1 ladder and within the limits. */
export function steppedZoom(zoom: number, direction: 1 | -1): number {
  const steps = Math.round(zoom / unitTreeZoom.step) + direction;
  const next = Math.round(steps * unitTreeZoom.step * 10) / 10;
  return Math.min(unitTreeZoom.max, Math.max(unitTreeZoom.min, next));
}

/** Whether a zoom step in `direction` would change anything (false at the limit). */
export function canStepZoom(zoom: number, direction: 1 | -1): boolean {
  return steppedZoom(zoom, direction) !== zoom;
}
