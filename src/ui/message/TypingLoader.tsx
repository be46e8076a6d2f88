import { useTexts } from '../hooks/use-texts';

export function TypingLoader() {
  const texts = useTexts();
  return (
    <div
      className="flex items-center gap-1 py-2"
      // An image, not a status: the chat's one status region speaks when the answer ends.
      role="img"
      aria-label={texts.loading}
      part="answer-loader"
    >
      <span className="w-2 h-2 rounded-full bg-gray-400 animate-bounce" />
      <span className="w-2 h-2 rounded-full bg-gray-400 animate-bounce [animation-delay:150ms]" />
      <span className="w-2 h-2 rounded-full bg-gray-400 animate-bounce [animation-delay:300ms]" />
    </div>
  );
}
