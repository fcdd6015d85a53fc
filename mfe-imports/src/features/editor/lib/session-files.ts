import { create } from 'zustand';
import type { AutoMatchAnswer, ImportFile, ImportPreview } from '@pimento/shared-kit/contracts/imports';
import type { ReadSettings } from '../../upload/api/files';

/** A file uploaded in this session for a template, with its first preview and, once, the auto-match's suggestions. */
export type SessionFile = { file: ImportFile; preview: ImportPreview; settings: ReadSettings; matches: AutoMatchAnswer['matches'] | null };

type SessionFiles = {
  byTemplate: Record<number, SessionFile>;
  set: (templateId: number, entry: SessionFile) => void;
  /** The suggestions are offered once: the editor takes them into its pills. */
  takeMatches: (templateId: number) => AutoMatchAnswer['matches'] | null;
};

/**
 * The file a user just uploaded for a template, with its first preview and the auto-match's
 * suggestions, kept for the session (the page's memory). The server remembers the file too
 * (`template.file`), which the mapping editor reads after a reload; the suggestions are offered
 * once and not kept.
 */
export const useSessionFiles = create<SessionFiles>((set, get) => ({
  byTemplate: {},
  set: (templateId, entry) => set((state) => ({ byTemplate: { ...state.byTemplate, [templateId]: entry } })),
  takeMatches: (templateId) => {
    const entry = get().byTemplate[templateId];
    if (!entry?.matches) return null;
    set((state) => ({ byTemplate: { ...state.byTemplate, [templateId]: { ...entry, matches: null } } }));
    return entry.matches;
  },
}));
