import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Spec §2/§9: the AI bar is 300 to 800 px wide, 400 by default. */
export const aiBarLimits = { min: 300, max: 800, initial: 400 } as const;

export function clampAiBarWidth(pixels: number): number {
  if (!Number.isFinite(pixels)) return aiBarLimits.initial;
  return Math.min(aiBarLimits.max, Math.max(aiBarLimits.min, Math.round(pixels)));
}

type AiBarState = { open: boolean; width: number; setOpen: (open: boolean) => void; setWidth: (width: number) => void };

export const useAiBarStore = create<AiBarState>()(
  persist(
    (set) => ({
      open: false,
      width: aiBarLimits.initial,
      setOpen: (open) => set({ open }),
      setWidth: (width) => set({ width: clampAiBarWidth(width) }),
    }),
    { name: 'pimento-ai-bar' },
  ),
);
