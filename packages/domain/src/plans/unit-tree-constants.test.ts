import { describe, expect, it } from 'vitest';
import {
  adminGrid,
  adminItemWidth,
  canStepZoom,
  steppedZoom,
  unitTreeCanvas,
  unitTreeCanvasWidth,
  unitTreeZoom,
  viewerGrid,
} from './unit-tree-constants';

describe('unit tree constants (002 section 9)', () => {
  it('holds the spec values', () => {
    expect(unitTreeZoom).toEqual({ min: 0.6, max: 1.5, step: 0.1, initial: 1 });
    expect(adminGrid).toEqual([142, 300]);
    expect(viewerGrid).toEqual([50, 100]);
    expect(adminItemWidth).toBe(35);
    expect(unitTreeCanvas.minHeight).toBe(545);
  });

  it('gives the canvas 1100 minus the sidebar', () => {
    expect(unitTreeCanvasWidth(false)).toBe(780);
    expect(unitTreeCanvasWidth(true)).toBe(940);
  });

  it.each([
    [1, 1, 1.1],
    [1, -1, 0.9],
    [0.6, -1, 0.6],
    [1.5, 1, 1.5],
    [1.4, 1, 1.5],
    [0.7, -1, 0.6],
    [1.04, 1, 1.1],
  ] as const)('zoom %s one step %s is %s', (zoom, direction, expected) => {
    expect(steppedZoom(zoom, direction)).toBe(expected);
  });

  it('walks the whole ladder in ten steps without drifting', () => {
    let zoom: number = unitTreeZoom.min;
    const seen = [zoom];
    while (canStepZoom(zoom, 1)) {
      zoom = steppedZoom(zoom, 1);
      seen.push(zoom);
    }
    expect(seen).toEqual([0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2, 1.3, 1.4, 1.5]);
    expect(canStepZoom(unitTreeZoom.min, -1)).toBe(false);
  });
});
