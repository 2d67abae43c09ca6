import { Panel, useReactFlow, useStore } from '@xyflow/react';
import { useRef } from 'react';
import { IconButton } from '../icon-button';
import { LineIcon } from '../lib/icons';
import { steppedZoom, unitTreeZoom } from './unit-tree-canvas-constants';
import type { UnitTreeLabels } from './unit-tree-canvas-types';

/** Zoom out, the level in percent, zoom in: one step of 0.1 per press, disabled at the limits. */
export function UnitTreeZoomControls({ labels }: { labels: UnitTreeLabels }) {
  const zoom = useStore((state) => state.transform[2]);
  const { zoomTo } = useReactFlow();
  const zoomOutRef = useRef<HTMLButtonElement>(null);
  const zoomInRef = useRef<HTMLButtonElement>(null);
  const percent = Math.round(zoom * 100);
  const canZoomOut = zoom > unitTreeZoom.min + 0.001;
  const canZoomIn = zoom < unitTreeZoom.max - 0.001;

  function step(direction: 1 | -1) {
    const next = steppedZoom(zoom, direction);
    zoomTo(next);
    // The pressed button disables itself at a limit: keep the keyboard user on the zoom controls.
    const atLimit = direction === 1 ? next >= unitTreeZoom.max : next <= unitTreeZoom.min;
    if (atLimit) (direction === 1 ? zoomOutRef : zoomInRef).current?.focus();
  }

  return (
    <Panel
      position="top-right"
      data-slot="unit-tree-zoom"
      className="flex items-center gap-1 rounded-lg border border-border bg-surface p-1 text-surface-foreground shadow-raised"
    >
      <IconButton ref={zoomOutRef} label={labels.zoomOut} disabled={!canZoomOut} onClick={() => step(-1)}>
        <LineIcon>
          <path d="M5 12h14" />
        </LineIcon>
      </IconButton>
      <output
        data-slot="unit-tree-zoom-level"
        aria-live="polite"
        className="w-12 text-center text-sm tabular-nums"
      >
        <span aria-hidden="true">{percent}%</span>
        <span className="sr-only">{labels.zoomLevel(percent)}</span>
      </output>
      <IconButton ref={zoomInRef} label={labels.zoomIn} disabled={!canZoomIn} onClick={() => step(1)}>
        <LineIcon>
          <path d="M12 5v14M5 12h14" />
        </LineIcon>
      </IconButton>
    </Panel>
  );
}
