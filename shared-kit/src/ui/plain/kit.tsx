/**
 * The plain (antd-free) primitives in one module. Every `@pimento/shared-kit/` module is a shared
 * module, fetched as a file of its own when the shell does not provide it: a remote imports the
 * primitives from here, so its first render fetches one file for all of them, not one each.
 */
export { PlainErrorAlert, type PlainAlertProps } from './alert.tsx';
export { PlainButton, type PlainButtonProps } from './button.tsx';
export { EmptyState } from './empty-state.tsx';
export { MenuButton, type MenuButtonProps, type MenuItem } from './menu-button.tsx';
export { PlainPopover, type PlainPopoverProps } from './popover.tsx';
export { Segmented, type SegmentedProps } from './segmented.tsx';
export { SelectMenu, type SelectMenuOption, type SelectMenuProps } from './select-menu.tsx';
export { injectStyles } from './style-sheet.ts';
export { PlainTag, type PlainTagProps } from './tag.tsx';
