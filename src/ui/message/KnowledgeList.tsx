import { memo } from 'react';
import { textDirection } from '../../content/text-direction';
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
        <details key={`${hit.datastoreId}-${hit.chunkId}`} part="knowledge-hit">
          {/* A target of 24 px (WCAG 2.5.8), 44 px on touch screens, for a 16 px line. */}
          <summary className="cursor-pointer py-1 touch:py-3.5 text-gray-700">
            <span className="text-gray-400">{hit.datastoreName}</span> · {hit.fileName}
          </summary>
          {/* A passage of a document, in the document's own direction (decision 100). */}
          <p dir={textDirection(hit.content)} className="mt-1 whitespace-pre-wrap text-gray-600">
            {hit.content}
          </p>
        </details>
      ))}
    </div>
  );
});
