import { create } from 'zustand';
import type { Attribute } from '@pimento/shared-kit/contracts/attributes';

/** Which name prompt is open on the attributes screen. */
export type StructurePrompt =
  | { kind: 'new-section' }
  | { kind: 'new-group'; sectionId: number }
  | { kind: 'rename-section'; id: number; names: Record<string, string>; version: number }
  | { kind: 'rename-group'; id: number; names: Record<string, string>; version: number };

type AttributeEditorState = {
  /** The attribute drawer: closed, a new attribute (in a group) or an existing one. */
  drawer: { open: false } | { open: true; attribute: Attribute | null; groupId?: number };
  prompt: StructurePrompt | null;
  openNew: (groupId?: number) => void;
  openEdit: (attribute: Attribute) => void;
  closeDrawer: () => void;
  setPrompt: (prompt: StructurePrompt | null) => void;
};

/** UI state of the attribute screens (server data stays in react-query). */
export const useAttributeEditorStore = create<AttributeEditorState>((set) => ({
  drawer: { open: false },
  prompt: null,
  openNew: (groupId) => set({ drawer: { open: true, attribute: null, groupId } }),
  openEdit: (attribute) => set({ drawer: { open: true, attribute } }),
  closeDrawer: () => set({ drawer: { open: false } }),
  setPrompt: (prompt) => set({ prompt }),
}));
