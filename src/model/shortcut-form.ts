import { FORM_FIELD_MAX_BYTES } from './file-rules';
import { type FormField, normaliseFormConfig } from './form-fields';
import { buildSubmitBody } from './form-submit';
import { type FormValues, filesOf } from './form-values';
import type { Shortcut } from './shortcuts';
import { asText, isObject, type JsonObject, listOrWrapped, objectsIn } from './wire-values';

/** A function shortcut's form as the dialog shows it. */
export interface ShortcutForm {
  title: string;
  description: string;
  fields: FormField[];
}

/**
 * Screens doc section 3, "Plugin-specific file fields": for these plugins the named variable is a
 * file field with these extensions (vision_article's a textarea) whatever its declared type.
 */
const PLUGIN_FIELDS: Record<string, { variable: string; extensions?: string[] }> = {
  vision_pdf: { variable: 'pdf_url', extensions: ['.pdf'] },
  vision_video: { variable: 'video_url', extensions: ['.mp4', '.avi', '.mov', '.wmv', '.flv', '.mkv'] },
  ocr_image: { variable: 'image_url', extensions: ['.jpg', '.jpeg', '.png', '.bmp', '.gif'] },
  vision_image_by_gpt: { variable: 'image_path', extensions: ['.jpg', '.jpeg', '.png', '.bmp', '.gif'] },
  vision_audio: { variable: 'audio_url', extensions: ['.mp3', '.wav', '.wma', '.flac', '.aac'] },
  vision_excel: { variable: 'excel_url', extensions: ['.xls', '.xlsx'] },
  vision_article: { variable: 'long_text_list' },
};

/** GET flow/{function_id} → {id, name, description?, inputs} (wire-format.md, "Shortcuts"). */
export function formOfFlow(shortcut: Shortcut, payload: unknown): ShortcutForm {
  const flow = isObject(payload) ? payload : {};
  return formOf(shortcut, flow, '');
}

/**
 * GET flow/plugin_template → a list of plugins; the one whose function_id matches. Undefined when
 * none does: the shortcut points at a plugin this workspace no longer has.
 */
export function formOfPlugin(shortcut: Shortcut, payload: unknown): ShortcutForm | undefined {
  const plugin = objectsIn(listOrWrapped(payload, ['list', 'data'])).find(
    (entry) => asText(entry.function_id ?? entry.id) === shortcut.functionId,
  );
  return plugin ? formOf(shortcut, plugin, asText(plugin.function_code)) : undefined;
}

function formOf(shortcut: Shortcut, source: JsonObject, functionCode: string): ShortcutForm {
  return {
    title: shortcut.title,
    description: asText(source.description) || shortcut.description,
    fields: normaliseFormConfig(source.inputs).map((field) => withPluginRule(field, functionCode)),
  };
}

function withPluginRule(field: FormField, functionCode: string): FormField {
  const rule = Object.hasOwn(PLUGIN_FIELDS, functionCode) ? PLUGIN_FIELDS[functionCode] : undefined;
  if (!rule || rule.variable !== field.variableName) return field;
  if (!rule.extensions) return { ...field, type: 'textarea' };
  return {
    ...field,
    type: 'file',
    fileRule: { extensions: rule.extensions, maxBytes: FORM_FIELD_MAX_BYTES },
  };
}

/** Screens doc section 5: a form with no visible fields is sent at once, without opening. */
export function hasVisibleFields(form: ShortcutForm): boolean {
  return form.fields.some((field) => !field.hidden);
}

/**
 * tool_arguments: every field's value as a form submit would send it, except that a file is its
 * file_url (wire-format.md), then the shortcut's hidden parameters, which win a clash because the
 * agent's builder set them on purpose.
 */
export function toolArgumentsOf(
  form: ShortcutForm,
  values: FormValues,
  hiddenParameters: Record<string, unknown>,
): Record<string, unknown> {
  const { inputs } = buildSubmitBody(form.fields, values);
  for (const field of form.fields) {
    const files = filesOf(values[field.variableName] ?? null).map((file) => file.url);
    if (field.type === 'file') inputs[field.variableName] = files[0] ?? null;
    if (field.type === 'fileList') inputs[field.variableName] = files;
  }
  return { ...inputs, ...hiddenParameters };
}
