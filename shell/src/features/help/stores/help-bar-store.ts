import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Spec §2/§9: the help bar is 20 % to 99 % of the width, 30 % by default. */
export const helpBarLimits = { min: 20, max: 99, initial: 30 } as const;

export function clampHelpBarWidth(percent: number): number {
  if (!Number.isFinite(percent)) return helpBarLimits.initial;
  return Math.min(helpBarLimits.max, Math.max(helpBarLimits.min, percent));
}

type HelpBarState = {
  widthPercent: number;
  collapsed: boolean;
  setWidthPercent: (percent: number) => void;
  setCollapsed: (collapsed: boolean) => void;
};

/** The help bar's width and state, remembered locally. */
export const useHelpBarStore = create<HelpBarState>()(
  persist(
    (set) => ({
      widthPercent: helpBarLimits.initial,
      collapsed: true,
      setWidthPercent: (percent) => set({ widthPercent: clampHelpBarWidth(percent) }),
      setCollapsed: (collapsed) => set({ collapsed }),
    }),
    { name: 'pimento-help-bar' },
  ),
);
