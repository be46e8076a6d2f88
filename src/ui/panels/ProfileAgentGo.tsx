import { useState } from 'react';
import { safeWebUrl } from '../../content';
import { format } from '../../i18n/texts';
import type { AgentGoEntry } from '../../model/agent-profile';
import { useImageUrl } from '../hooks/use-image-url';
import { useTexts } from '../hooks/use-texts';
import { FOCUS_RING, SECTION_TITLE } from './panel-styles';

/**
 * The Agent Go section (data doc section 2): each weixin_kf app's name with its link or QR image.
 * Both come from the server, so only http(s) addresses are used; the image has a fixed box so a
 * failed load cannot move the layout, and it disappears when it fails.
 */
export function ProfileAgentGo({ entries }: { entries: AgentGoEntry[] }) {
  const texts = useTexts();
  if (entries.length === 0) return null;
  return (
    <section className="flex flex-col gap-2" aria-label={texts.profileAgentGo}>
      <h4 className={SECTION_TITLE}>{texts.profileAgentGo}</h4>
      {entries.map((entry) => (
        <AgentGoItem key={`${entry.name}|${entry.url}|${entry.qrCode}`} entry={entry} />
      ))}
    </section>
  );
}

function AgentGoItem({ entry }: { entry: AgentGoEntry }) {
  const texts = useTexts();
  const [imageFailed, setImageFailed] = useState(false);
  const link = safeWebUrl(entry.url);
  const qrCode = useImageUrl(entry.qrCode);
  const name = entry.name || texts.profileAgentGo;
  return (
    <div className="flex flex-col items-start gap-2 rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className={`break-all rounded text-brand-600 underline-offset-2 hover:underline touch:py-3 ${FOCUS_RING}`}
        >
          {name}
        </a>
      ) : (
        <span className="break-all">{name}</span>
      )}
      {qrCode && !imageFailed ? (
        <img
          src={qrCode}
          alt={format(texts.agentGoQrCode, entry.name || texts.profileAgentGo)}
          referrerPolicy="no-referrer"
          className="w-32 h-32 shrink-0 rounded-md border border-gray-200 bg-white object-contain"
          onError={() => setImageFailed(true)}
        />
      ) : null}
    </div>
  );
}
