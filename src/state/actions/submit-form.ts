import { atom } from 'jotai';
import { submitForm } from '../../api/form-api';
import { normaliseFormConfig } from '../../model/form-fields';
import { buildSubmitBody, type FormProblems, validateForm } from '../../model/form-submit';
import type { FormValues } from '../../model/form-values';
import type { ChatMessage, SkillForm } from '../../model/message';
import { configAtom, messagesAtom, servicesAtom } from '../chat-store';
import { textsOf } from '../language';
import { reportFailure } from '../services';

export type SubmitFormResult = { ok: true } | { ok: false; error: string; problems?: FormProblems };

/**
 * Screens doc section 5, "Message form submit", in this order: no record or flow id →
 * 系统异常，缺少表单关键字段; a required field empty → 表单提交失败，请检查必填参数是否填写完整; a json
 * field that does not parse → JSON 格式不正确; no way to submit (readonly, no services) or a failed
 * call → 系统异常，请联系管理员处理 (the details go to the chat-error event). A success marks the
 * form submitted everywhere it appears and keeps the submitted inputs as its formData.
 */
export const submitFormAtom = atom(
  null,
  async (get, set, input: { form: SkillForm; values: FormValues }): Promise<SubmitFormResult> => {
    const { form } = input;
    if (!form.recordId || !form.flowId) return { ok: false, error: textsOf(get).formMissingKey };
    const fields = normaliseFormConfig(form.formConfig);
    const problems = validateForm(fields, input.values);
    if (problems.missing.length > 0) return { ok: false, error: textsOf(get).formRequiredMissing, problems };
    if (problems.invalidJson.length > 0) return { ok: false, error: textsOf(get).formInvalidJson, problems };
    const services = get(servicesAtom);
    if (!services || get(configAtom)?.readonly) return { ok: false, error: textsOf(get).formSystemError };
    const body = buildSubmitBody(fields, input.values);
    try {
      await submitForm(services.client, form, body);
    } catch (error) {
      reportFailure(services, 'message', error);
      return { ok: false, error: textsOf(get).formSystemError };
    }
    set(messagesAtom, (messages) => messages.map((message) => markSubmitted(message, form, body.inputs)));
    return { ok: true };
  },
);

function markSubmitted(
  message: ChatMessage,
  form: SkillForm,
  formData: Record<string, unknown>,
): ChatMessage {
  if (message.role !== 'ASSISTANT') return message;
  const matches = (candidate: SkillForm | undefined) =>
    candidate?.recordId === form.recordId && candidate.flowId === form.flowId;
  if (!message.skills.some((skill) => matches(skill.form))) return message;
  return {
    ...message,
    skills: message.skills.map((skill) =>
      skill.form && matches(skill.form)
        ? { ...skill, form: { ...skill.form, isSubmit: true, formData } }
        : skill,
    ),
  };
}
