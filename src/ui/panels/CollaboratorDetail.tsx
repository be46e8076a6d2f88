import { useLayoutEffect, useRef } from 'react';
import type { CollaboratorView } from '../../state/collaborator-view';
import { useTexts } from '../hooks/use-texts';
import { ChevronLeftIcon } from '../primitives/icons';
import { PanelLoading } from './ProfilePanel';
import { ProfileView } from './ProfileView';
import { FOCUS_RING, PANEL_TEXT_BUTTON } from './panel-styles';

interface CollaboratorDetailProps {
  view: CollaboratorView;
  onBack(): void;
  onRetry(): void;
}

/**
 * A chosen collaborating agent's details with a back action (screens doc section 2, item 5).
 * The back button takes focus when the details open, so keyboard users land inside them.
 */
export function CollaboratorDetail({ view, onBack, onRetry }: CollaboratorDetailProps) {
  const texts = useTexts();
  const back = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    back.current?.focus();
  }, []);
  return (
    <div className="flex flex-col" data-status={view.status}>
      <div className="sticky top-0 z-10 flex items-center gap-1 border-b border-gray-100 bg-white px-2 py-1">
        <button
          ref={back}
          type="button"
          part="panel-back"
          aria-label={texts.panelBack}
          className={`w-8 h-8 touch:w-11 touch:h-11 shrink-0 rounded-lg flex items-center justify-center text-gray-500 hover:bg-gray-100 hover:text-gray-800 ${FOCUS_RING}`}
          onClick={onBack}
        >
          <ChevronLeftIcon className="w-5 h-5" />
        </button>
        <span className="min-w-0 truncate text-sm font-medium text-gray-800">{view.entry.name}</span>
      </div>
      {view.status === 'loading' ? <PanelLoading /> : null}
      {view.status === 'error' ? (
        <div role="alert" className="flex flex-col items-center gap-2 p-4 text-sm text-gray-500">
          <p>{texts.collaboratorLoadFailed}</p>
          <button type="button" className={PANEL_TEXT_BUTTON} onClick={onRetry}>
            {texts.retry}
          </button>
        </div>
      ) : null}
      {view.status === 'ready' ? <ProfileView profile={view.profile} /> : null}
    </div>
  );
}
