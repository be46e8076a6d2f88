export function ErrorBox({ text }: { text: string }) {
  return (
    <div
      className="mt-2 rounded-lg border border-red-200 bg-red-50 text-red-600 text-sm px-3 py-2 break-words"
      role="alert"
      data-part="answer-error"
    >
      {text}
    </div>
  );
}
