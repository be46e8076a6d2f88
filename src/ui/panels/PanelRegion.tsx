import type { RefObject } from 'react';
import type { TextKey } from '../../i18n/texts';
import { type SidePanel, shownPanelAtom, sidePanelAtom } from '../../state/panels';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { TaskPanel } from '../tasks/TaskPanel';
import { AgentsPanel } from './AgentsPanel';
import { ProfilePanel } from './ProfilePanel';
import { SidePanelFrame } from './SidePanelFrame';

/** Each panel's title, also its toggle's name in the header. */
export const PANEL_TITLES: Record<SidePanel, TextKey> = {
  profile: 'profilePanel',
  agents: 'agentsPanel',
  tasks: 'tasksPanel',
};

interface PanelRegionProps {
  narrow: boolean;
  overlay: boolean;
  anchor: RefObject<HTMLElement | null>;
  /** Where focus goes when a wide panel folds (the header toggle that opened it). */
  onFolded(panel: SidePanel): void;
}

/** Whichever of the three exclusive panels is open, in its frame. */
export function PanelRegion({ narrow, overlay, anchor, onFolded }: PanelRegionProps) {
  const texts = useTexts();
  const panel = useAtomValue(shownPanelAtom);
  const setPanel = useSetAtom(sidePanelAtom);
  if (!panel) return null;
  const close = () => {
    setPanel(null);
    onFolded(panel);
  };
  return (
    <SidePanelFrame
      key={panel}
      panel={panel}
      title={texts[PANEL_TITLES[panel]]}
      narrow={narrow}
      overlay={overlay}
      anchor={anchor}
      onClose={close}
    >
      {panel === 'profile' ? <ProfilePanel narrow={narrow} /> : null}
      {panel === 'agents' ? <AgentsPanel narrow={narrow} /> : null}
      {panel === 'tasks' ? <TaskPanel narrow={narrow} /> : null}
    </SidePanelFrame>
  );
}
