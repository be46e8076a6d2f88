import type { AgentProfile } from '../../model/agent';
import { useTexts } from '../hooks/use-texts';
import { AgentAvatar } from '../primitives/AgentAvatar';
import { ProfileAgentGo } from './ProfileAgentGo';
import { ProfileSkills } from './ProfileSkills';
import { SECTION_TITLE } from './panel-styles';

/**
 * An agent's profile (data doc section 2, "Agent detail panel contents"): the main agent's in the
 * profile panel, a collaborating agent's in the agents panel. Server text is rendered as text.
 */
export function ProfileView({ profile }: { profile: AgentProfile }) {
  const texts = useTexts();
  return (
    <div className="flex flex-col gap-5 p-4 text-sm text-gray-700" data-agent-id={profile.id}>
      <div className="flex flex-col items-center gap-2 text-center">
        <AgentAvatar name={profile.name} icon={profile.icon} color={profile.color} size="lg" />
        <h3 className="max-w-full text-base font-semibold text-gray-900">{profile.name}</h3>
        {profile.description ? (
          <p className="max-w-full text-xs text-gray-500">{profile.description}</p>
        ) : null}
        <dl className="flex max-w-full flex-col gap-0.5 text-xs text-gray-500">
          <div className="flex justify-center gap-0.5">
            <dt>{texts.profileDeveloper}</dt>
            <dd className="min-w-0 text-gray-700">{profile.developer}</dd>
          </div>
          {profile.workspaceName ? (
            <div className="flex justify-center gap-0.5">
              <dt>{texts.profileWorkspace}</dt>
              <dd className="min-w-0 text-gray-700">{profile.workspaceName}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {/* Keyed: another agent's skills start folded again. */}
      <ProfileSkills key={profile.id} skills={profile.skills} />
      <section className="flex flex-col gap-2" aria-label={texts.profileMemory}>
        <h4 className={SECTION_TITLE}>{texts.profileMemory}</h4>
        <ul className="grid grid-cols-2 gap-2">
          <MemoryCount count={profile.memory.documentCount} unit={texts.profileDocuments} />
          <MemoryCount count={profile.memory.tableCount} unit={texts.profileTables} />
        </ul>
      </section>
      <ProfileAgentGo entries={profile.agentGo} />
    </div>
  );
}

function MemoryCount({ count, unit }: { count: number; unit: string }) {
  return (
    <li className="flex flex-col items-center gap-1 rounded-lg bg-gray-50 px-2 py-3 text-xs text-gray-500">
      <span className="text-lg font-semibold text-gray-900">{count}</span>
      {unit}
    </li>
  );
}
