import { useEffect } from 'react';
import { modelOptionLabel } from '../../model/models';
import { applyDefaultModelAtom, chooseModelAtom, loadModelsAtom } from '../../state/actions/models';
import { agentAtom, conversationsAtom, currentConversationIdAtom, modelsAtom } from '../../state/chat-store';
import { useAtomValue, useSetAtom } from '../hooks/atom-hooks';
import { useTexts } from '../hooks/use-texts';

/** Screens doc section 6: shown only when the agent allows a free model and a conversation exists. */
export function ModelSelector() {
  const texts = useTexts();
  const agent = useAtomValue(agentAtom);
  const conversationId = useAtomValue(currentConversationIdAtom);
  const conversation = useAtomValue(conversationsAtom).find((item) => item.id === conversationId);
  const models = useAtomValue(modelsAtom);
  const loadModels = useSetAtom(loadModelsAtom);
  const applyDefault = useSetAtom(applyDefaultModelAtom);
  const choose = useSetAtom(chooseModelAtom);
  const allowed = Boolean(agent?.rule.freeModel && conversation);
  useEffect(() => {
    if (!allowed) return;
    void loadModels().catch(() => undefined);
    void applyDefault();
  }, [allowed, loadModels, applyDefault]);
  if (!allowed || models.length === 0) return null;
  return (
    <select
      className="max-w-[140px] h-8 touch:h-11 rounded-lg border border-field bg-white px-2 text-xs touch:text-base text-gray-700 outline-none focus:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500"
      aria-label={texts.model}
      part="model-selector"
      value={conversation?.modelConfig?.model ?? ''}
      onChange={(event) => {
        const entry = models.find((item) => item.code === (event.target as HTMLSelectElement).value);
        if (entry) void choose({ model: entry.code, channel: entry.channel });
      }}
    >
      {conversation?.modelConfig ? null : <option value="">—</option>}
      {models.map((entry) => (
        <option key={entry.code} value={entry.code}>
          {modelOptionLabel(entry, conversation?.runType, texts.modelPoints)}
        </option>
      ))}
    </select>
  );
}
