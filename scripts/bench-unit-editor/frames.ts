/** Frame timing inside a bench page, shared by the browser benchmarks (unit editor, long lists). */

/** Resolves at the start of the next frame, with the frame's time. */
export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/** Resolves after the current rendering task, hence after this frame's paint. */
export const afterPaint = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
