import { useState } from 'react';

/**
 * True from the first render where `open` is true: a lazy dialog is mounted (its file fetched) when it
 * first opens and stays mounted after, so it closes with its animation and keeps its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
