import { useCallback } from 'react';
import { launcherOpenAtom } from '../state/chat-store';
import { LauncherElementView } from '../ui/launcher/LauncherElementView';
import { fireChatEvent } from './chat-events';
import { createElementClass, type ElementViewProps, storeOf } from './create-element-class';

function LauncherHostView({ container, store, host }: ElementViewProps) {
  const onOpenChange = useCallback(
    (open: boolean) => fireChatEvent(host, open ? 'chat-open' : 'chat-close', undefined),
    [host],
  );
  // Read on every render: the element renders its view again whenever an attribute changes.
  const position = host.getAttribute('launcher-position');
  return (
    <LauncherElementView
      container={container}
      store={store}
      onOpenChange={onOpenChange}
      side={position === 'bottom-left' ? 'left' : position === 'bottom-right' ? 'right' : undefined}
      icon={host.getAttribute('launcher-icon')}
      hideBubble={host.hasAttribute('hide-bubble')}
    />
  );
}

const LauncherBase = createElementClass(LauncherHostView);

/** `<agent-chat-launcher>`: a round bubble at the bottom right that opens the chat in a panel. */
export class AgentChatLauncherElementClass extends LauncherBase {
  get isOpen(): boolean {
    return storeOf(this).get(launcherOpenAtom);
  }
}
