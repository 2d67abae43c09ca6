/**
 * The measurements, run inside the page. Each action starts at the beginning of a frame (in a
 * requestAnimationFrame callback) and is timed until a message posted after that frame's paint arrives, frame by
 * frame until the page shows the action's result: the main thread's whole work for that frame (script, React,
 * style, layout, paint).
 */
import type { UnitEditorActor } from './bench-editor';
import { afterPaint, nextFrame } from './frames';

/** The time of the editor's last React commit (set by the bench page). */
export const commits = { last: 0 };

/** Times `act` until `isShown`; a user timing measure named `name` marks it in a performance trace. */
async function timeFrame(name: string, act: () => void, isShown: () => boolean): Promise<number> {
  await nextFrame();
  const started = performance.now();
  act();
  for (let frames = 0; frames < 120; frames += 1) {
    await afterPaint();
    if (isShown()) return performance.measure(name, { start: started }).duration;
    await nextFrame();
  }
  throw new Error('The page never showed the result of the action');
}

function element<T extends Element>(selector: string, root: ParentNode = document): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`No element ${selector}`);
  return found;
}

const viewport = () => element<HTMLElement>('.react-flow__viewport');
const viewportScale = () => Number(/scale\(([\d.]+)\)/.exec(viewport().style.transform)?.[1]);

function mouse(type: string, x: number, y: number, buttons: number): MouseEvent {
  return new MouseEvent(type, {
    bubbles: true,
    cancelable: true,
    view: window,
    clientX: x,
    clientY: y,
    button: 0,
    buttons,
  });
}

/** Drags the canvas's background: `steps` moves into the tree (up and left), then as many back. */
export async function pan(steps: number): Promise<number[]> {
  const pane = element<HTMLElement>('.react-flow__pane');
  const box = pane.getBoundingClientRect();
  let x = box.left + box.width / 2;
  let y = box.top + box.height / 2;
  pane.dispatchEvent(mouse('mousedown', x, y, 1));
  const durations: number[] = [];
  for (let step = 0; step < 2 * steps; step += 1) {
    const direction = step < steps ? -1 : 1;
    x += 16 * direction;
    y += 24 * direction;
    const before = viewport().style.transform;
    durations.push(
      await timeFrame(
        'pan frame',
        () => document.dispatchEvent(mouse('mousemove', x, y, 1)),
        () => viewport().style.transform !== before,
      ),
    );
  }
  document.dispatchEvent(mouse('mouseup', x, y, 0));
  return durations;
}

/** Presses zoom in until the top (1.5), then zoom out down to the bottom (0.6), `rounds` times. */
export async function zoom(actor: UnitEditorActor, rounds: number): Promise<number[]> {
  const buttons = [...element('[data-slot="unit-tree-editor-zoom"]').querySelectorAll('button')];
  const [zoomOut, , zoomIn] = buttons;
  if (!zoomOut || !zoomIn) throw new Error('No zoom buttons');
  const durations: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const button of [zoomIn, zoomOut]) {
      while (!button.disabled) {
        let expected = Number.NaN;
        durations.push(
          await timeFrame(
            'zoom frame',
            () => {
              button.click();
              expected = actor.getSnapshot().context.zoom;
            },
            () => Math.abs(viewportScale() - expected) < 1e-6,
          ),
        );
      }
    }
  }
  return durations;
}

function contentDrag(type: string, target: Element, contentId?: number): DragEvent {
  const dataTransfer = new DataTransfer();
  if (contentId !== undefined) dataTransfer.setData('application/x-segno-unit-content', String(contentId));
  const box = target.getBoundingClientRect();
  return new DragEvent(type, {
    bubbles: true,
    cancelable: true,
    dataTransfer,
    clientX: box.left + box.width / 2,
    clientY: box.top + box.height / 2,
  });
}

/** A group node fully inside the canvas, other than the placeholder. */
function visibleGroupNode(): HTMLElement {
  const canvas = element('[data-slot="unit-tree-editor-canvas"]').getBoundingClientRect();
  const nodes = [...document.querySelectorAll<HTMLElement>('.react-flow__node')].filter((node) => {
    const box = node.getBoundingClientRect();
    return (
      node.querySelector('[data-slot="unit-tree-editor-group"] h3') !== null &&
      box.top >= canvas.top &&
      box.left >= canvas.left &&
      box.top + 40 <= canvas.bottom &&
      box.left + 40 <= canvas.right
    );
  });
  const node = nodes[Math.floor(nodes.length / 2)];
  if (!node) throw new Error('No group node in view');
  return node;
}

export type DropTimes = { dragStart: number; drop: number };

/**
 * Drags the sandbox's first content and drops it on a group in view (`into: 'group'`) or on the canvas's
 * background, a new group (`into: 'new group'`); times the drag start and the drop, each until the machine's
 * update is painted.
 */
export async function dragAndDrop(actor: UnitEditorActor, into: 'group' | 'new group'): Promise<DropTimes> {
  const item = element('[data-slot="unit-tree-editor-sandbox-item"]');
  const sandboxed = actor.getSnapshot().context.tree.contents.filter((entry) => entry.is_sandbox);
  const contentId = sandboxed[0]?.content_id;
  if (contentId === undefined) throw new Error('The sandbox is empty');
  const startedAt = commits.last;
  const dragStart = await timeFrame(
    'drag start',
    () => item.dispatchEvent(contentDrag('dragstart', item, contentId)),
    () => commits.last > startedAt && actor.getSnapshot().matches({ tree: 'dragging' }),
  );
  const target = into === 'group' ? visibleGroupNode() : element('.react-flow__pane');
  const droppedAt = commits.last;
  const drop = await timeFrame(
    'drop',
    () => target.dispatchEvent(contentDrag('drop', target, contentId)),
    () =>
      commits.last > droppedAt &&
      !actor
        .getSnapshot()
        .context.tree.contents.some((entry) => entry.content_id === contentId && entry.is_sandbox),
  );
  return { dragStart, drop };
}
