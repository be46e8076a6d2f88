/**
 * What the element tells the host page when the visitor opens a task (the `task-open` event). Its own
 * module without imports, so the package's shipped types reach no library through it.
 */
export interface TaskOpenRequest {
  taskId: string;
  conversationId: string;
}
