/** spec 002, section 9: zoom 0.6 to 1.5 in steps of 0.1, starting at 100 percent. */
export const unitTreeZoom = { min: 0.6, max: 1.5, step: 0.1, initial: 1 } as const;

/** spec 002, section 9: the viewer grid is 50 wide by 100 high (the admin grid, 142 by 300, comes with the editor). */
export const viewerGrid: [number, number] = [50, 100];

/** The group node's width on the canvas, a whole number of grid columns. */
export const groupNodeWidth = 250;

/** Zoom one step up or down from `zoom`, on the 0.1 ladder and within the limits. */
export function steppedZoom(zoom: number, direction: 1 | -1): number {
  const steps = Math.round(zoom / unitTreeZoom.step) + direction;
  const next = Math.round(steps * unitTreeZoom.step * 10) / 10;
  return Math.min(unitTreeZoom.max, Math.max(unitTreeZoom.min, next));
}
