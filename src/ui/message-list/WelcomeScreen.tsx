import type { AgentProfile } from '../../model/agent';
import { AgentAvatar } from '../primitives/AgentAvatar';

/** Screens doc section 2: quick questions in one column at 5 or fewer (or on mobile), else two. */
const ONE_COLUMN_MAX_QUESTIONS = 5;

interface WelcomeScreenProps {
  agent: AgentProfile | null;
  title: string;
  narrow: boolean;
  onAsk(question: string): void;
}

export function WelcomeScreen({ agent, title, narrow, onAsk }: WelcomeScreenProps) {
  const questions = agent?.rule.questionGuide ?? [];
  const twoColumns = !narrow && questions.length > ONE_COLUMN_MAX_QUESTIONS;
  return (
    <div className="flex-1 overflow-y-auto" part="welcome">
      <div className="max-w-[864px] mx-auto px-6 py-10 flex flex-col items-center text-center gap-3">
        <AgentAvatar
          name={agent?.name ?? title}
          icon={agent?.icon ?? ''}
          color={agent?.color ?? ''}
          size="lg"
        />
        <h2 className="text-lg font-semibold text-gray-900">{title || agent?.name}</h2>
        {agent?.rule.welcome ? (
          <p className="text-sm text-gray-500 max-w-[560px] whitespace-pre-wrap" part="welcome-text">
            {agent.rule.welcome}
          </p>
        ) : null}
        {questions.length > 0 ? (
          <div
            className={`w-full max-w-[640px] mt-4 grid gap-2 ${twoColumns ? 'grid-cols-2' : 'grid-cols-1'}`}
            part="quick-questions"
          >
            {questions.map((question) => (
              <button
                key={question}
                type="button"
                className="text-left text-sm text-gray-700 bg-white border border-gray-200 rounded-xl px-4 py-3 hover:border-brand-500 hover:text-brand-700 transition-colors"
                onClick={() => onAsk(question)}
              >
                {question}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
