import { create } from 'zustand';
import { emptyTasksState, type TasksState } from '../task-reducer';

type TasksStore = TasksState & {
  panelOpen: boolean;
  replace: (state: TasksState) => void;
  setPanelOpen: (open: boolean) => void;
};

/** The tasks panel's lines and whether it is open. */
export const useTasksStore = create<TasksStore>((set) => ({
  ...emptyTasksState,
  panelOpen: false,
  replace: (state) => set({ tasks: state.tasks }),
  setPanelOpen: (panelOpen) => set({ panelOpen }),
}));
