/** Screens doc section 2, item 6: the task panel's body (its frame is SidePanelFrame). */
export function TaskPanel(_props: { narrow: boolean }) {
  return <div className="p-4 text-sm text-gray-800" />;
}
