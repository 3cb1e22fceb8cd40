/**
 * Preloaded into the server a bench measures (`NODE_OPTIONS=--expose-gc --import <this file>`): on the
 * bench's IPC message `bench-heap` it collects the garbage and answers the heap then in use, so a
 * series of figures compares what is kept, not what is yet to be collected. Never loaded by the service.
 */
process.on('message', (message) => {
  if (message !== 'bench-heap') return;
  globalThis.gc?.();
  process.send?.({ benchHeapUsed: process.memoryUsage().heapUsed });
});
