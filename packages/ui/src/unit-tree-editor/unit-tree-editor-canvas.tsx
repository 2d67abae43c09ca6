import {
  adminGrid,
  formatMessage,
  groupParentIds,
  linkProblem,
  planAdminMessages,
  unitTreeCanvas,
  unitTreeZoom,
} from '@segno/domain';
import {
  Background,
  BackgroundVariant,
  BaseEdge,
  type Connection,
  type Edge,
  EdgeLabelRenderer,
  type EdgeProps,
  type EdgeTypes,
  getBezierPath,
  Handle,
  type Node,
  type NodeChange,
  type NodeProps,
  type NodeTypes,
  Panel,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
} from '@xyflow/react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { LineIcon } from '../lib/icons';
import { groupNodeWidth } from '../unit-tree-canvas/unit-tree-canvas-constants';
import { flowTheme } from '../unit-tree-canvas/unit-tree-flow-theme';
import { CanvasMovedPastContext, useIsFilled } from './unit-tree-editor-fill';
import { EditorGroupCard, type EditorGroupCardProps } from './unit-tree-editor-group';
import { editorPositions, estimatedGroupHeight } from './unit-tree-editor-layout';
import {
  type UnitTreeEditorCallbacks,
  type UnitTreeEditorDragCallbacks,
  type UnitTreeEditorView,
  unitTreeContentDragType,
} from './unit-tree-editor-types';

const texts = planAdminMessages.unitEditor;

type EditorNodeData = Omit<EditorGroupCardProps, 'className'>;
type EditorNodeType = Node<EditorNodeData, 'editorGroup'>;
type DetachEdgeData = { label: string; onDetach: () => void };
type DetachEdgeType = Edge<DetachEdgeData, 'detach'>;

/**
 * A group on the admin canvas: the shared group card between a parent handle (top) and a child handle (bottom).
 * Coming into view, it shows its name at its known height first and the card right after (`useIsFilled`). The
 * card is contained (`contain: layout paint style`), so it is laid out and painted on its own; the handles sit
 * outside it, as paint containment clips what overflows.
 */
// Memoised on its data alone: React Flow renders a node again for changes of the node itself (its measured size,
// its place, once it is measured after mounting), none of which the card shows.
const EditorGroupNode = memo(
  function EditorGroupNode({ data, height }: NodeProps<EditorNodeType>) {
    const isFilled = useIsFilled(data);
    return (
      <div style={{ width: groupNodeWidth }}>
        <Handle type="target" position={Position.Top} className="size-3! bg-primary!" />
        <div
          className="contain-content rounded-lg border-2 border-border bg-surface p-3 text-surface-foreground shadow-raised"
          style={isFilled ? undefined : { height }}
        >
          {isFilled ? (
            <EditorGroupCard {...data} />
          ) : (
            <h3 className="text-sm font-semibold">
              {data.view.groupNames.get(data.group.group_id) ?? String(data.group.group_id)}
            </h3>
          )}
        </div>
        <Handle type="source" position={Position.Bottom} className="size-3! bg-primary!" />
      </div>
    );
  },
  (previous, next) => previous.data === next.data,
);

/**
 * A connection with its detach button halfway along (the machine asks before it goes). Coming into view, the line
 * shows first and the button right after (`useIsFilled`).
 */
function DetachEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  data,
}: EdgeProps<DetachEdgeType>) {
  const [path, labelX, labelY] = getBezierPath({
    sourceX,
    sourceY,
    targetX,
    targetY,
    sourcePosition,
    targetPosition,
  });
  const isFilled = useIsFilled(data);
  return (
    <>
      <BaseEdge id={id} path={path} />
      {data && isFilled && (
        <EdgeLabelRenderer>
          <div
            className="nodrag nopan pointer-events-auto absolute"
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
          >
            <IconButton
              data-slot="unit-tree-editor-detach"
              variant="outline"
              className="rounded-full bg-surface"
              label={data.label}
              onClick={data.onDetach}
            >
              <LineIcon className="size-4">
                <path d="M6 6l12 12M18 6L6 18" />
              </LineIcon>
            </IconButton>
          </div>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

/** The handles' size (`size-3`): React Flow centres each on its side of the node. */
const handleSize = 12;

/**
 * Where a group's handles are, so React Flow can draw the connections of groups it has not rendered (only those in
 * view are, `onlyRenderVisibleElements`): the parent handle at the top's middle, the child handle at the bottom's.
 */
function nodeHandles(height: number): NonNullable<Node['handles']> {
  const x = groupNodeWidth / 2 - handleSize / 2;
  const box = { x, width: handleSize, height: handleSize };
  return [
    { ...box, type: 'target', position: Position.Top, y: -handleSize / 2 },
    { ...box, type: 'source', position: Position.Bottom, y: height - handleSize / 2 },
  ];
}

// Outside the component: React Flow warns when these objects change between renders.
const nodeTypes: NodeTypes = { editorGroup: EditorGroupNode };
const edgeTypes: EdgeTypes = { detach: DetachEdge };

/**
 * Follows the controlled zoom: the machine owns it, the canvas shows it. A canvas that opens at the machine's zoom
 * (the default viewport's) does not move, so the groups of its first view are full at once (`useIsFilled`).
 */
function ZoomSync({ zoom }: { zoom: number }) {
  const { zoomTo, getZoom } = useReactFlow();
  useEffect(() => {
    if (getZoom() !== zoom) zoomTo(zoom);
  }, [zoom, zoomTo, getZoom]);
  return null;
}

type EditorZoomProps = Pick<UnitTreeEditorCallbacks, 'onZoomIn' | 'onZoomOut' | 'onZoomReset'> & {
  zoom: number;
};

/** Zoom out, the level (pressing it goes back to 100 percent), zoom in; disabled at the limits. */
function EditorZoomControls({ zoom, onZoomIn, onZoomOut, onZoomReset }: EditorZoomProps) {
  const percent = Math.round(zoom * 100);
  return (
    <Panel
      position="top-right"
      data-slot="unit-tree-editor-zoom"
      className="flex items-center gap-1 rounded-lg border border-border bg-surface p-1 text-surface-foreground shadow-raised"
    >
      <IconButton label={texts.zoomOut} disabled={zoom <= unitTreeZoom.min + 0.001} onClick={onZoomOut}>
        <LineIcon>
          <path d="M5 12h14" />
        </LineIcon>
      </IconButton>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`${formatMessage(texts.zoomLevel, { percent })}. ${texts.zoomReset}`}
        className="tabular-nums"
        onClick={onZoomReset}
      >
        {percent}%
      </Button>
      <IconButton label={texts.zoomIn} disabled={zoom >= unitTreeZoom.max - 0.001} onClick={onZoomIn}>
        <LineIcon>
          <path d="M12 5v14M5 12h14" />
        </LineIcon>
      </IconButton>
    </Panel>
  );
}

export type UnitTreeEditorCanvasProps = EditorZoomProps & {
  view: UnitTreeEditorView;
  callbacks: EditorNodeData['callbacks'];
  isSidebarCollapsed: boolean;
  onDrop?: UnitTreeEditorDragCallbacks['onDrop'];
};

/**
 * The admin canvas (002 sections 4 and 9): groups on the 142 by 300 grid, a connection drawn from a group's
 * bottom handle to another's top handle links them, each connection has a detach button; zoom is controlled.
 */
export function UnitTreeEditorCanvas({
  view,
  callbacks,
  isSidebarCollapsed,
  zoom,
  onZoomIn,
  onZoomOut,
  onZoomReset,
  onDrop,
}: UnitTreeEditorCanvasProps) {
  const { groups } = view;
  // The last measured height of each group: a node handed to React Flow without a size is rendered to be measured,
  // so every edit would put every group in the page for a moment (hundreds of them in a large unit).
  const heights = useRef(new Map<string, number>());
  const nodes = useMemo<EditorNodeType[]>(() => {
    const positions = editorPositions(groups);
    return groups.map((group) => {
      const id = String(group.group_id);
      const height = heights.current.get(id) ?? estimatedGroupHeight(group);
      return {
        id,
        type: 'editorGroup',
        position: positions.get(group.group_id) ?? { x: 0, y: 0 },
        data: { group, view, callbacks },
        ariaRole: 'group',
        ariaLabel: view.groupNames.get(group.group_id),
        draggable: false,
        style: { pointerEvents: 'all' as const },
        measured: { width: groupNodeWidth, height },
        handles: nodeHandles(height),
      };
    });
  }, [groups, view, callbacks]);
  const onNodesChange = useCallback((changes: NodeChange<EditorNodeType>[]) => {
    for (const change of changes) {
      if (change.type === 'dimensions' && change.dimensions)
        heights.current.set(change.id, change.dimensions.height);
    }
  }, []);
  const edges = useMemo<DetachEdgeType[]>(
    () =>
      groups.flatMap((child) =>
        groupParentIds(child).map((parentId) => ({
          id: `${parentId}->${child.group_id}`,
          type: 'detach' as const,
          source: String(parentId),
          target: String(child.group_id),
          data: {
            label: formatMessage(texts.detach, {
              child: view.groupNames.get(child.group_id) ?? '',
              parent: view.groupNames.get(parentId) ?? '',
            }),
            onDetach: () => callbacks.onDetach(parentId, child.group_id),
          },
        })),
      ),
    [groups, view, callbacks],
  );
  // Stable between renders (a zoom step renders the canvas again): React Flow passes new ones on to its store.
  const { tree } = view;
  const isValidConnection = useCallback(
    (connection: Connection | Edge) =>
      linkProblem(tree, Number(connection.source), Number(connection.target)) === undefined,
    [tree],
  );
  const onConnect = useCallback(
    (connection: Connection) => callbacks.onLink(Number(connection.source), Number(connection.target)),
    [callbacks],
  );
  // Read once, as React Flow does; a new object at each zoom step would render its whole graph view again.
  const [defaultViewport] = useState(() => ({ x: 24, y: 24, zoom }));
  // Once the view moves, the groups and connections held now are those coming into view (`useIsFilled`).
  const [movedPast] = useState(() => new WeakSet<object>());
  const onMoveStart = useCallback(() => {
    for (const node of nodes) movedPast.add(node.data);
    for (const edge of edges) if (edge.data) movedPast.add(edge.data);
  }, [nodes, edges, movedPast]);

  return (
    <section
      data-slot="unit-tree-editor-canvas"
      aria-label={texts.canvas}
      onDragOver={(event) => {
        if (!onDrop || !event.dataTransfer.types.includes(unitTreeContentDragType)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(event) => {
        if (!onDrop || !event.dataTransfer.types.includes(unitTreeContentDragType)) return;
        event.preventDefault();
        // On a group: into it; anywhere else on the canvas: where the placeholder stands (a new group).
        const node = (event.target as Element).closest<HTMLElement>('.react-flow__node');
        onDrop(node?.dataset.id === undefined ? undefined : Number(node.dataset.id));
      }}
      className={cn('relative w-full overflow-hidden rounded-lg border border-border')}
      style={{
        height: unitTreeCanvas.minHeight,
        maxWidth:
          unitTreeCanvas.width - unitTreeCanvas.sidebarWidth[isSidebarCollapsed ? 'collapsed' : 'expanded'],
      }}
    >
      {groups.length === 0 ? (
        <p className="flex h-full items-center justify-center p-6 text-center text-sm text-muted-foreground">
          {texts.empty}
        </p>
      ) : (
        <ReactFlowProvider>
          <CanvasMovedPastContext value={movedPast}>
            <ReactFlow
              className={flowTheme}
              nodes={nodes}
              edges={edges}
              nodeTypes={nodeTypes}
              edgeTypes={edgeTypes}
              defaultViewport={defaultViewport}
              minZoom={unitTreeZoom.min}
              maxZoom={unitTreeZoom.max}
              snapToGrid
              snapGrid={adminGrid}
              nodesDraggable={false}
              nodesConnectable
              edgesReconnectable={false}
              elementsSelectable={false}
              nodesFocusable={false}
              edgesFocusable={false}
              deleteKeyCode={null}
              disableKeyboardA11y
              // Hundreds of groups (issue 9: 500 groups, 2,000 contents): only those in view are in the page.
              onlyRenderVisibleElements
              zoomOnDoubleClick={false}
              zoomOnScroll={false}
              zoomOnPinch={false}
              preventScrolling={false}
              isValidConnection={isValidConnection}
              onNodesChange={onNodesChange}
              onMoveStart={onMoveStart}
              onConnect={onConnect}
            >
              <Background variant={BackgroundVariant.Dots} gap={adminGrid} />
              <ZoomSync zoom={zoom} />
              <EditorZoomControls
                zoom={zoom}
                onZoomIn={onZoomIn}
                onZoomOut={onZoomOut}
                onZoomReset={onZoomReset}
              />
            </ReactFlow>
          </CanvasMovedPastContext>
        </ReactFlowProvider>
      )}
    </section>
  );
}
