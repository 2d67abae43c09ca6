import { createRoot } from 'react-dom/client';
import { afterPaint, nextFrame } from '../bench-unit-editor/frames';
import { BenchList, type BenchListName, benchLists } from './bench-list';
import { scrollThrough } from './measure';
import '../../packages/ui/src/styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const query = new URLSearchParams(location.search);
const list = query.get('list') as BenchListName;
if (!benchLists.includes(list)) throw new Error(`list must be one of ${benchLists.join(', ')}`);
const rows = Number(query.get('rows') ?? 10_000);

const started = performance.now();
createRoot(root).render(
  <main style={{ maxWidth: 768, margin: '24px auto' }}>
    <BenchList list={list} rows={rows} />
  </main>,
);
const scrollAreaSelector = '[data-slot="virtual-scroll-area"]';
// A long list may load its virtual rows on demand (the activity feed does): wait for its scrolling area.
for (let frame = 0; !document.querySelector(scrollAreaSelector) && frame < 600; frame += 1) await nextFrame();
await afterPaint();
const mountMs = performance.now() - started;

function scroller(): HTMLElement {
  const found = document.querySelector<HTMLElement>(scrollAreaSelector);
  if (!found) throw new Error('The list has no scrolling area: is it virtualised?');
  return found;
}

Object.assign(window, {
  segnoBench: {
    /** From the start of rendering to the first paint of the list (its virtual rows loaded). */
    mountMs,
    scrollThrough: (seconds: number) => scrollThrough(scroller(), seconds, rows),
    /** Scrolls through a tenth of the list, unmeasured, and back to the top. */
    warmUp: async (seconds: number) => {
      const area = scroller();
      const height = area.scrollHeight;
      for (const started = performance.now(); performance.now() - started < seconds * 1000; ) {
        area.scrollTop = ((performance.now() - started) / (seconds * 1000)) * (height / 10);
        await nextFrame();
      }
      area.scrollTop = 0;
      await nextFrame();
      await nextFrame();
    },
  },
});
