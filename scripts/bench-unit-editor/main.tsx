import { largeUnitTree } from '@segno/domain/large-unit-tree';
import { createRoot } from 'react-dom/client';
import { BenchEditor, type UnitEditorActor } from './bench-editor';
import { commits, dragAndDrop, pan, zoom } from './measure';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const query = new URLSearchParams(location.search);
const { tree, contents } = largeUnitTree({
  groups: Number(query.get('groups') ?? 500),
  contents: Number(query.get('contents') ?? 2_000),
  sandboxContents: Number(query.get('sandbox') ?? 200),
});

let actor: UnitEditorActor | undefined;
const requireActor = () => {
  if (!actor) throw new Error('The editor has not started');
  return actor;
};
const started = performance.now();
let firstCommit = 0;

Object.assign(window, {
  segnoBench: {
    /** From the start of rendering to the first commit of the editor. */
    mountMs: () => (firstCommit > 0 ? firstCommit - started : undefined),
    pan,
    zoom: (rounds: number) => zoom(requireActor(), rounds),
    dragAndDrop: (into: 'group' | 'new group') => dragAndDrop(requireActor(), into),
  },
});

createRoot(root).render(
  <BenchEditor
    tree={tree}
    contents={contents}
    onActor={(ref) => {
      actor = ref;
    }}
    onCommit={() => {
      commits.last = performance.now();
      if (firstCommit === 0) firstCommit = commits.last;
    }}
  />,
);
