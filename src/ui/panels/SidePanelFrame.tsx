import type { ReactNode, RefObject } from 'react';
import type { SidePanel } from '../../state/panels';
import { useTexts } from '../hooks/use-texts';
import { BottomSheet } from '../primitives/BottomSheet';
import { IconButton } from '../primitives/IconButton';
import { CloseIcon } from '../primitives/icons';

/** Screens doc section 9: agent profile 300 px, collaborating agents 300 px, tasks 380 px. */
export const PANEL_WIDTHS: Record<SidePanel, number> = { profile: 300, agents: 300, tasks: 380 };
/** Screens doc section 2, item 6: on mobile the task sheet is at least 70 % high. */
const SHEET_MIN_HEIGHT: Record<SidePanel, number> = { profile: 0, agents: 0, tasks: 0.7 };

interface SidePanelFrameProps {
  panel: SidePanel;
  title: string;
  /** Narrow layouts show the panel as a bottom sheet over the chat. */
  narrow: boolean;
  /** A wide chat without room beside the messages lays the panel over them instead. */
  overlay: boolean;
  anchor: RefObject<HTMLElement | null>;
  onClose(): void;
  children: ReactNode;
}

/** The frame around a panel body: a column beside the messages, or a bottom sheet when narrow. */
export function SidePanelFrame({
  panel,
  title,
  narrow,
  overlay,
  anchor,
  onClose,
  children,
}: SidePanelFrameProps) {
  const texts = useTexts();
  // parts.md names the task panel `task-panel` (singular, like `task-item`).
  const part = panel === 'tasks' ? 'task-panel' : `${panel}-panel`;
  if (narrow) {
    return (
      <BottomSheet
        title={title}
        part={part}
        anchor={anchor}
        minHeightFraction={SHEET_MIN_HEIGHT[panel]}
        onClose={onClose}
      >
        {children}
      </BottomSheet>
    );
  }
  return (
    <aside
      aria-label={title}
      part={part}
      style={{ width: `${PANEL_WIDTHS[panel]}px` }}
      className={`h-full shrink-0 flex flex-col bg-white border-l border-gray-200 ${
        overlay ? 'absolute right-0 top-0 bottom-0 z-30 shadow-2xl' : ''
      }`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape folds the panel (and not the launcher around it); focus goes back to the header.
        event.stopPropagation();
        onClose();
      }}
    >
      <div className="h-14 shrink-0 flex items-center gap-2 pl-4 pr-2 border-b border-gray-200">
        <h2 className="flex-1 min-w-0 truncate text-sm font-semibold text-gray-900">{title}</h2>
        <IconButton
          label={texts.collapsePanel}
          part="panel-close"
          className="w-8 h-8 touch:w-11 touch:h-11 shrink-0 rounded-lg flex items-center justify-center text-gray-500 hover:bg-gray-100 hover:text-gray-800"
          onClick={onClose}
        >
          <CloseIcon className="w-5 h-5" />
        </IconButton>
      </div>
      <div className="flex-1 min-h-0 overflow-y-auto">{children}</div>
    </aside>
  );
}
