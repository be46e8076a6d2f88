import { visibleVariables } from '../../model/variables';
import { agentAtom, variablesDialogOpenAtom } from '../../state/chat-store';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';
import { IconButton } from '../primitives/IconButton';
import { SlidersIcon } from '../primitives/icons';

/** Opens the variables dialog on demand, for agents that have visitor-facing variables. */
export function VariablesButton({ className }: { className: string }) {
  const texts = useTexts();
  const agent = useAtomValue(agentAtom);
  const open = useSetAtom(variablesDialogOpenAtom);
  if (!agent || visibleVariables(agent.variables).length === 0) return null;
  return (
    <IconButton
      label={texts.variablesTitle}
      part="open-variables"
      className={className}
      onClick={() => open('asked')}
    >
      <SlidersIcon className="w-5 h-5" />
    </IconButton>
  );
}
