import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '@pimento/shared-kit/ui/plain/svg-icon';
import HolderOutlined from '@ant-design/icons-svg/lib/asn/HolderOutlined';

export type MoveHandleProps = HTMLAttributes<HTMLButtonElement> & { entryKey: string; label: string };

/** The id of the hidden text that tells how to move an entry with the keyboard (`Sidebar` renders it once). */
export const moveInstructionsId = 'pimento-nav-move-instructions';

/**
 * The keyboard's way to reorder a sidebar entry: a button beside its link (a link inside a button
 * would be a nested control). Space or Enter picks the entry up, the arrows move it (dnd-kit's
 * keyboard sensor); the pointer drags the whole entry.
 */
export const MoveHandle = forwardRef<HTMLButtonElement, MoveHandleProps>(function MoveHandle({ entryKey, label, ...attributes }, ref) {
  const { t } = useTranslation('shell');
  return (
    <button
      ref={ref}
      type="button"
      className="pimento-nav-handle"
      data-move-entry={entryKey}
      aria-describedby={moveInstructionsId}
      {...attributes}
      aria-label={t('nav.move', { label })}
    >
      <SvgIcon icon={HolderOutlined} />
    </button>
  );
});
