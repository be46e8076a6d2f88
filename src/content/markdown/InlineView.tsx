import { createContext, type ReactNode, useContext, useState } from 'react';
import { format } from '../../i18n/texts';
import { ContentTexts } from '../content-texts';
import { renderers } from '../rich-seam';
import type { Inline } from './tokens';

export function renderInline(tokens: Inline[]): ReactNode[] {
  return tokens.map((token, index) => <InlineToken key={index} token={token} />);
}

function InlineToken({ token }: { token: Inline }): ReactNode {
  switch (token.kind) {
    case 'text':
      return token.text;
    case 'strong':
      return <strong className="font-semibold">{renderInline(token.children)}</strong>;
    case 'em':
      return <em className="italic">{renderInline(token.children)}</em>;
    case 'del':
      return <del className="line-through">{renderInline(token.children)}</del>;
    case 'code':
      return (
        <code className="px-1 py-0.5 rounded bg-gray-100 text-[0.9em] font-mono text-pink-700">
          {token.text}
        </code>
      );
    case 'link':
      return token.href ? (
        <a
          href={token.href}
          title={token.title}
          target="_blank"
          rel="noopener noreferrer"
          className="text-brand-600 underline underline-offset-2 hover:text-brand-700"
        >
          {renderInline(token.children)}
        </a>
      ) : (
        <span part="unsafe-link">{renderInline(token.children)}</span>
      );
    case 'image':
      return token.src ? (
        <AnswerImage src={token.src} alt={token.alt} title={token.title} />
      ) : (
        <span>{token.alt}</span>
      );
    case 'break':
      return <br />;
    case 'math':
      // Only the rich file finds formulas (decision 069); typesetting the one already shown is a no-op.
      return (
        <span ref={(element) => void (element && renderers?.typeset(element, token))} part="math">
          {token.text}
        </span>
      );
    default:
      return token satisfies never;
  }
}

/**
 * Decision 037: with `images="click"` this holds the placeholder's label, and an answer image
 * loads (one request to its origin) only when the visitor presses the placeholder.
 */
export const ClickImages = createContext<string | undefined>(undefined);

function AnswerImage({ src, alt, title }: { src: string; alt: string; title: string | undefined }) {
  const label = useContext(ClickImages);
  const { labelled } = useContext(ContentTexts);
  const [shown, show] = useState(!label);
  return shown ? (
    <img
      src={src}
      alt={alt}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer"
      className="inline-block max-w-full h-auto rounded-lg my-1"
    />
  ) : (
    <button
      type="button"
      part="image-placeholder"
      className="inline-flex items-center my-1 px-3 py-1.5 touch:min-h-[44px] rounded-lg border border-dashed border-gray-300 bg-gray-50 text-xs text-gray-600 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      onClick={() => show(true)}
    >
      {alt ? format(labelled, label, alt) : label}
    </button>
  );
}
