import {
  Background,
  BackgroundVariant,
  type Edge,
  type NodeTypes,
  ReactFlow,
  ReactFlowProvider,
} from '@xyflow/react';
import { type ComponentProps, useMemo } from 'react';
import { cn } from '../lib/cn';
import { unitTreeZoom, viewerGrid } from './unit-tree-canvas-constants';
import {
  defaultUnitTreeLabels,
  type UnitTreeEdge,
  type UnitTreeGroup,
  type UnitTreeLabels,
  type UnitTreeMode,
} from './unit-tree-canvas-types';
import { flowTheme } from './unit-tree-flow-theme';
import { UnitTreeGroupNode, type UnitTreeGroupNodeType } from './unit-tree-group-node';
import { layoutUnitTree, unitTreeHeight } from './unit-tree-layout';
import { UnitTreeZoomControls } from './unit-tree-zoom-controls';

export type UnitTreeCanvasProps = Omit<ComponentProps<'section'>, 'children'> & {
  groups: UnitTreeGroup[];
  edges: UnitTreeEdge[];
  /** 'viewer': the learner's read-only tree (the admin's 'editor' mode comes with the unit editor). */
  mode?: UnitTreeMode;
  /** Texts the spec does not quote; any left out keep their English defaults. */
  labels?: Partial<UnitTreeLabels>;
};

// Outside the component: React Flow warns when the node types object changes between renders.
const nodeTypes: NodeTypes = { unitGroup: UnitTreeGroupNode };
const initialViewport = { x: 24, y: 24, zoom: unitTreeZoom.initial };
/** The canvas grows with the tree at 100 percent, within these bounds; beyond them the learner pans. */
const canvasHeight = { min: 240, max: 720 };

/**
 * A unit's tree of content groups on a pannable, zoomable canvas: parents above children, each group showing
 * its state and its contents. In viewer mode nothing moves, connects or detaches (002, Unit editor).
 */
export function UnitTreeCanvas({
  groups,
  edges,
  mode = 'viewer',
  labels: labelOverrides,
  className,
  ...props
}: UnitTreeCanvasProps) {
  const labels = useMemo(() => ({ ...defaultUnitTreeLabels, ...labelOverrides }), [labelOverrides]);
  const positions = useMemo(() => layoutUnitTree(groups, edges), [groups, edges]);
  const height = Math.min(
    canvasHeight.max,
    Math.max(canvasHeight.min, unitTreeHeight(groups, positions) + 2 * initialViewport.y),
  );
  const nodes = useMemo<UnitTreeGroupNodeType[]>(() => {
    return groups.map((group) => ({
      id: String(group.id),
      type: 'unitGroup',
      position: positions.get(group.id) ?? { x: 0, y: 0 },
      data: { group, labels },
      ariaRole: 'group',
      ariaLabel: group.name,
      // React Flow turns pointer events off on nodes that are neither draggable nor selectable; the links need them.
      style: { pointerEvents: 'all' as const },
    }));
  }, [groups, positions, labels]);
  const flowEdges = useMemo<Edge[]>(() => {
    const names = new Map(groups.map((group) => [group.id, group.name]));
    return edges.map(({ from, to }) => ({
      id: `${from}->${to}`,
      source: String(from),
      target: String(to),
      ariaLabel: labels.connection(names.get(from) ?? String(from), names.get(to) ?? String(to)),
    }));
  }, [groups, edges, labels]);
  const isEditable = mode !== 'viewer';

  return (
    <section
      data-slot="unit-tree-canvas"
      data-mode={mode}
      aria-label={labels.canvas}
      className={cn('relative w-full overflow-hidden rounded-lg border border-border', className)}
      {...props}
      style={{ height, ...props.style }}
    >
      {groups.length === 0 ? (
        <p className="flex h-full items-center justify-center p-6 text-center text-sm text-muted-foreground">
          {labels.empty}
        </p>
      ) : (
        <ReactFlowProvider>
          <ReactFlow
            className={flowTheme}
            nodes={nodes}
            edges={flowEdges}
            nodeTypes={nodeTypes}
            defaultViewport={initialViewport}
            minZoom={unitTreeZoom.min}
            maxZoom={unitTreeZoom.max}
            snapToGrid
            snapGrid={viewerGrid}
            nodesDraggable={isEditable}
            nodesConnectable={isEditable}
            edgesReconnectable={isEditable}
            elementsSelectable={isEditable}
            // Tab goes straight to the content links; the groups themselves are not controls.
            nodesFocusable={false}
            edgesFocusable={false}
            deleteKeyCode={null}
            // React Flow's keyboard help describes moving nodes, which the viewer does not allow.
            disableKeyboardA11y={!isEditable}
            zoomOnDoubleClick={false}
            zoomOnScroll={false}
            // The page scrolls over the canvas: the wheel never traps a learner inside it.
            preventScrolling={false}
          >
            <Background variant={BackgroundVariant.Dots} gap={viewerGrid} />
            <UnitTreeZoomControls labels={labels} />
          </ReactFlow>
        </ReactFlowProvider>
      )}
    </section>
  );
}
