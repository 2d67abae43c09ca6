export { UnitTreeCanvas, type UnitTreeCanvasProps } from './unit-tree-canvas';
export { steppedZoom, unitTreeZoom, viewerGrid } from './unit-tree-canvas-constants';
export {
  defaultUnitTreeLabels,
  type UnitTreeContent,
  type UnitTreeEdge,
  type UnitTreeGroup,
  type UnitTreeGroupState,
  type UnitTreeLabels,
  type UnitTreeMode,
} from './unit-tree-canvas-types';
export {
  UnitTreeGroupNode,
  type UnitTreeGroupNodeData,
  unitTreeGroupNodeVariants,
} from './unit-tree-group-node';
