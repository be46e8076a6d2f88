import { atom } from 'jotai';
import {
  fetchActiveChannels,
  fetchModelLimited,
  fetchProductService,
  writeConversationModel,
} from '../../api/model-api';
import {
  isFreePlan,
  limitedModelCodes,
  type ModelConfig,
  type ModelEntry,
  modelEntryFromWire,
  selectableModels,
} from '../../model/models';
import { readEach } from '../../model/wire-values';
import { agentAtom, conversationsAtom, currentConversationIdAtom, modelsAtom } from '../chat-store';
import { patchById } from '../list-updates';
import { reportFailure, requireServices } from '../services';

/** Loads the selectable models; reports under 'model' and rethrows (data doc, section 8). */
export const loadModelsAtom = atom(null, async (get, set): Promise<ModelEntry[]> => {
  const services = requireServices(get);
  const workspaceId = services.getConfig().workspaceId;
  try {
    const [channels, limited, product] = await Promise.all([
      fetchActiveChannels(services.client),
      fetchModelLimited(services.client, workspaceId),
      fetchProductService(services.client, workspaceId),
    ]);
    const entries = readEach(channels, modelEntryFromWire);
    const models = selectableModels(entries, {
      freePlan: isFreePlan(product),
      limited: limitedModelCodes(limited),
    });
    set(modelsAtom, models);
    return models;
  } catch (error) {
    reportFailure(services, 'model', error);
    throw error;
  }
});

/** Writes a model choice to the conversation (PUT chat/conversation with config.model_config). */
export const chooseModelAtom = atom(null, async (get, set, modelConfig: ModelConfig): Promise<boolean> => {
  const services = requireServices(get);
  const conversationId = get(currentConversationIdAtom);
  if (!conversationId) return false;
  try {
    await writeConversationModel(services.client, conversationId, modelConfig);
    set(conversationsAtom, (list) => patchById(list, conversationId, { modelConfig }));
    return true;
  } catch (error) {
    reportFailure(services, 'model', error);
    return false;
  }
});

/**
 * Data doc section 4: when the agent rule allows a free model and the conversation has no model
 * config, the agent's default model and channel are written to the conversation.
 */
export const applyDefaultModelAtom = atom(null, async (get, set) => {
  const agent = get(agentAtom);
  const conversationId = get(currentConversationIdAtom);
  const conversation = get(conversationsAtom).find((item) => item.id === conversationId);
  if (!agent?.rule.freeModel || !agent.rule.model || !conversation || conversation.modelConfig) return;
  await set(chooseModelAtom, { model: agent.rule.model, channel: agent.rule.channel });
});
