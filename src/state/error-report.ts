/** Module labels of data doc section 8; every failure is reported under one of them. */
export type ErrorModule = 'agent' | 'conversation' | 'message' | 'messageHistory' | 'model' | 'chatUtil';

export interface ChatErrorReport {
  module: ErrorModule;
  message: string;
  code?: string | number | undefined;
  status?: number | undefined;
  /** For chat errors: the ids of the assistant and user messages involved. */
  assistantMessageId?: string | undefined;
  userMessageId?: string | undefined;
}

export type ErrorReporter = (report: ChatErrorReport) => void;
