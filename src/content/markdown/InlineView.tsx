import type { ReactNode } from 'react';
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
          className="text-brand-600 underline underline-offset-2 hover:text-brand-700 break-words"
        >
          {renderInline(token.children)}
        </a>
      ) : (
        <span part="unsafe-link">{renderInline(token.children)}</span>
      );
    case 'image':
      return token.src ? (
        <img
          src={token.src}
          alt={token.alt}
          title={token.title}
          loading="lazy"
          referrerPolicy="no-referrer"
          className="inline-block max-w-full h-auto rounded-lg my-1"
        />
      ) : (
        <span>{token.alt}</span>
      );
    case 'break':
      return <br />;
    default:
      return token satisfies never;
  }
}
