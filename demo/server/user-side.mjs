/**
 * The user side of a new history record, from the send payload (data doc section 7): files by
 * their upload ids, the quote by its id. A regenerated message resends both, so the record of the
 * new answer keeps the file and quote cards the visitor saw. A new quote (`quote: {quote_type,
 * content, url?}`, wire-format.md) is stored with a generated quote_id, the id a regenerate
 * sends back as chat_quote_id.
 */
export function userSideFromPayload(context, conversation, body) {
  const ids = Array.isArray(body.file_ids) ? body.file_ids.map(String) : [];
  const files = ids.map((id) => findFile(context, conversation, id)).filter(Boolean);
  const quoteId = body.enforce_tool_call_params?.chat_quote_id;
  const quote =
    quoteId === undefined ? newQuote(context, body.quote) : findQuote(conversation, String(quoteId));
  return { files, quotes: quote ? [quote] : [] };
}

function newQuote(context, quote) {
  if (!quote || typeof quote !== 'object') return undefined;
  const type = quote.quote_type === 'URL' ? 'URL' : quote.quote_type === 'TEXT' ? 'TEXT' : undefined;
  if (!type || typeof quote.content !== 'string' || quote.content.trim() === '') return undefined;
  const stored = { quote_id: context.store.nextId('quote'), quote_type: type, content: quote.content };
  if (type === 'URL' && typeof quote.url === 'string') stored.url = quote.url;
  return stored;
}

/** An uploaded file of this workspace, or one an earlier record of this conversation carried. */
function findFile(context, conversation, id) {
  const uploaded = context.uploads.describe(id, context.workspaceId);
  if (uploaded) return uploaded;
  const earlier = conversation.records.flatMap((record) => record.files ?? []);
  const known = earlier.find((file) => file.upload_file_id === id);
  return known ? { ...known } : undefined;
}

function findQuote(conversation, id) {
  const earlier = conversation.records.flatMap((record) => record.quotes ?? []);
  const known = earlier.find((quote) => quote.quote_id === id);
  return known ? { ...known } : undefined;
}

/**
 * Regenerate replaces the last answer (data doc section 4): its record leaves the history, so a
 * reload shows the question once, with the new answer.
 */
export function dropRegeneratedRecord(conversation, body) {
  if (body.action !== 'regenerate') return;
  conversation.records.pop();
}
