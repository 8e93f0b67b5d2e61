/**
 * Keeps what a visitor typed into a prerendered, controlled text input before its island hydrated. React keeps the
 * input's text through hydration but not in state, and sets it back to the state's value on the next render (the
 * first live figure, a balance): the text would vanish and the figures would ignore it. Right after hydration this
 * reads the input once and, when its text differs from `value`, hands it to `onChange` as if it had just been typed.
 * On a client-side render the text always equals `value`: nothing happens.
 */
import { useLayoutEffect, type RefObject } from 'react';

export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  value: string,
  onChange: (text: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, []); // once, at hydration: later renders are the state's own
}
