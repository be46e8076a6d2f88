import type { FormField } from './form-fields';
import {
  coerce,
  type FormFile,
  type FormValue,
  type FormValues,
  filesOf,
  isEmptyValue,
  listOf,
} from './form-values';

export interface FormProblems {
  /** Visible required fields without a value. */
  missing: string[];
  /** json fields whose text does not parse. */
  invalidJson: string[];
}

/**
 * Screens doc section 5: required fields are checked before a submit. Hidden fields are left out:
 * the visitor cannot fill them, so a misconfigured hidden field must not lock the form.
 */
export function validateForm(fields: FormField[], values: FormValues): FormProblems {
  const missing: string[] = [];
  const invalidJson: string[] = [];
  for (const field of fields) {
    const value = values[field.variableName];
    if (!field.hidden && field.required && isEmptyValue(value)) missing.push(field.variableName);
    if (field.type === 'json' && !isEmptyValue(value) && !isJson(value)) invalidJson.push(field.variableName);
  }
  return { missing, invalidJson };
}

function isJson(value: FormValue | undefined): boolean {
  if (typeof value !== 'string') return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}

export interface FormSubmitBody {
  inputs: Record<string, unknown>;
  agent_inputs: Record<string, unknown>;
}

/**
 * The body of POST execute/form_submit/{flowId}/{recordId}: `inputs` holds every field (hidden
 * ones included) by variable name — json parsed, dates that do not fit their type as null, files
 * as {file_name, file_url, file_type, byte_size, upload_file_id}; `agent_inputs` holds the same
 * answers as the visitor read them (option labels, file names), for the agent's context
 * (docs/decisions/011-message-forms.md).
 */
export function buildSubmitBody(fields: FormField[], values: FormValues): FormSubmitBody {
  const inputs: Record<string, unknown> = {};
  const agentInputs: Record<string, unknown> = {};
  for (const field of fields) {
    // Coercing again applies the strict date rule and drops anything of the wrong shape.
    const value = coerce(field, values[field.variableName] ?? null);
    inputs[field.variableName] = toWire(field, value);
    agentInputs[field.variableName] = readable(field, value);
  }
  return { inputs, agent_inputs: agentInputs };
}

function toWire(field: FormField, value: FormValue): unknown {
  switch (field.type) {
    case 'json':
      return typeof value === 'string' && value.trim() ? parseOr(value) : null;
    case 'select':
      return typeof value === 'string' && value ? value : null;
    case 'file':
      return filesOf(value).map(fileToWire)[0] ?? null;
    case 'fileList':
      return filesOf(value).map(fileToWire);
    default:
      return value;
  }
}

function parseOr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function fileToWire(file: FormFile): Record<string, unknown> {
  return {
    file_name: file.name,
    file_url: file.url,
    file_type: file.type,
    byte_size: file.size,
    upload_file_id: file.uploadFileId,
  };
}

function readable(field: FormField, value: FormValue): unknown {
  const labelOf = (option: string) => field.options.find((item) => item.value === option)?.label ?? option;
  switch (field.type) {
    case 'select':
      return typeof value === 'string' && value ? labelOf(value) : null;
    case 'multiSelect':
      return listOf(value).map(labelOf);
    case 'file':
      return filesOf(value)[0]?.name ?? null;
    case 'fileList':
      return filesOf(value).map((file) => file.name);
    default:
      return toWire(field, value);
  }
}
