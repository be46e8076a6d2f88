import type { ReactNode } from 'react';
import { availablePanelsAtom, type SidePanel, shownPanelAtom, toggleSidePanelAtom } from '../../state/panels';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { PANEL_TITLES } from '../panels/PanelRegion';
import { IconButton } from '../primitives/IconButton';
import { AgentsIcon, ClockIcon, InfoIcon } from '../primitives/icons';
import { HeaderMenu } from './HeaderMenu';

const PANELS: { panel: SidePanel; icon: ReactNode }[] = [
  { panel: 'profile', icon: <InfoIcon className="w-5 h-5" /> },
  { panel: 'agents', icon: <AgentsIcon className="w-5 h-5" /> },
  { panel: 'tasks', icon: <ClockIcon className="w-5 h-5" /> },
];

/**
 * Screens doc section 2, item 1: toggles for the agent details, the collaborating agents and the
 * tasks, exclusive (opening one closes the others); folded into a three-dot menu when narrow.
 */
export function PanelToggles({ narrow, className }: { narrow: boolean; className: string }) {
  const texts = useTexts();
  const available = useAtomValue(availablePanelsAtom);
  const shown = useAtomValue(shownPanelAtom);
  const toggle = useSetAtom(toggleSidePanelAtom);
  const entries = PANELS.filter((entry) => available.has(entry.panel));
  if (narrow) {
    return (
      <HeaderMenu
        className={className}
        entries={entries.map((entry) => ({
          key: entry.panel,
          label: texts[PANEL_TITLES[entry.panel]],
          part: `${entry.panel}-toggle`,
          onChoose: () => toggle(entry.panel),
        }))}
      />
    );
  }
  return (
    <>
      {entries.map((entry) => (
        <IconButton
          key={entry.panel}
          label={texts[PANEL_TITLES[entry.panel]]}
          part={`${entry.panel}-toggle`}
          className={`${className} ${shown === entry.panel ? 'bg-brand-50 text-brand-700' : ''}`}
          expanded={shown === entry.panel}
          onClick={() => toggle(entry.panel)}
        >
          {entry.icon}
        </IconButton>
      ))}
    </>
  );
}
