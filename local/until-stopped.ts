/**
 * How the long-running local commands (`npm start`: stack/start.ts; `npm run chain:neox`: cli/neox.ts) end: on
 * Ctrl-C (SIGINT) or SIGTERM.
 */

/**
 * Prints "Press Ctrl-C to stop." and, on the first SIGINT or SIGTERM, awaits `stop` and exits with status 0; a
 * second signal while `stop` runs is ignored. `stop` should not throw (a rejection is left unhandled).
 */
export function stopOnSignal(stop: () => Promise<void>): void {
  console.log('Press Ctrl-C to stop.');
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await stop();
      process.exit(0);
    });
  }
}
