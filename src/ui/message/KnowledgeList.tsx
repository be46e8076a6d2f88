import { memo } from 'react';
import type { KnowledgeHit } from '../../model/message';
import { useTexts } from '../hooks/use-texts';

/** Knowledge hits under the answer: data store, file name, and the matched chunk on demand. */
export const KnowledgeList = memo(function KnowledgeList({ hits }: { hits: KnowledgeHit[] }) {
  const texts = useTexts();
  if (hits.length === 0) return null;
  return (
    <div className="mt-3 rounded-lg border border-gray-200 bg-gray-50 p-2 text-xs" part="knowledge">
      <div className="mb-1 font-medium text-gray-600">{texts.knowledgeTitle}</div>
      {hits.map((hit) => (
        <details key={`${hit.datastoreId}-${hit.chunkId}`} className="py-0.5" part="knowledge-hit">
          <summary className="cursor-pointer text-gray-700">
            <span className="text-gray-400">{hit.datastoreName}</span> · {hit.fileName}
          </summary>
          <p className="mt-1 whitespace-pre-wrap break-words text-gray-600">{hit.content}</p>
        </details>
      ))}
    </div>
  );
});
