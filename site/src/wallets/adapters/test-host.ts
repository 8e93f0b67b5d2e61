/** A window stand-in for adapter tests: events and timers, plus whatever globals a test injects. */
export function testHost<T extends object>(globals: T = {} as T) {
  const target = new EventTarget();
  return Object.assign(
    target,
    {
      setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms) as unknown as number,
      clearTimeout: (id?: number) => clearTimeout(id),
    },
    globals,
  ) as unknown as EventTarget & Pick<Window, 'setTimeout' | 'clearTimeout'> & T;
}
