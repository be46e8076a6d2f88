import { normaliseDate } from './form-dates';
import type { FormField, FormOption } from './form-fields';
import { lastPathSegment } from './message-file';
import { asNumber, asString, asText, isObject, readEach } from './wire-values';

/** A file a form field holds once uploaded (data doc section 3 "File"). */
export interface FormFile {
  name: string;
  url: string;
  type: string;
  size?: number | undefined;
  uploadFileId?: string | undefined;
}

/**
 * One field's value: text fields and select hold a string ('' when empty), multiSelect a list of
 * option values, date a strict date string or null, file one file or null, fileList a list.
 */
export type FormValue = string | string[] | FormFile | FormFile[] | null;
export type FormValues = Record<string, FormValue>;

/**
 * The values a form starts with. A submitted form shows its formData as sent; an open form starts
 * from default/defaultValue, else the options marked selected (screens doc section 4).
 */
export function initialFormValues(fields: FormField[], formData?: Record<string, unknown>): FormValues {
  if (formData)
    return Object.fromEntries(
      fields.map((field) => [field.variableName, coerce(field, formData[field.variableName])]),
    );
  const values: FormValues = {};
  for (const field of fields) values[field.variableName] = defaultOf(field);
  // A default that the parent's default does not allow would show a choice the visitor cannot make.
  for (const field of fields) {
    if (!field.parentField) continue;
    const allowed = new Set(visibleOptions(field, values).map((option) => option.value));
    const current = values[field.variableName];
    if (typeof current === 'string' && current && !allowed.has(current)) values[field.variableName] = '';
    if (Array.isArray(current))
      values[field.variableName] = stringList(current).filter((item) => allowed.has(item));
  }
  return values;
}

function defaultOf(field: FormField): FormValue {
  const selected = field.options.filter((option) => option.selected).map((option) => option.value);
  const configured = field.defaultValue;
  if (field.type === 'select') {
    const value = coerce(field, configured ?? selected[0]);
    const known = field.options.some((option) => option.value === value);
    return known ? value : '';
  }
  if (field.type === 'multiSelect') {
    const values = stringList(coerce(field, configured ?? selected));
    return values.filter((value) => field.options.some((option) => option.value === value));
  }
  return coerce(field, configured);
}

/** Any wire value → the value type of its field. */
export function coerce(field: FormField, value: unknown): FormValue {
  switch (field.type) {
    case 'input':
    case 'textarea':
    case 'select':
      return asString(value) ?? (typeof value === 'boolean' ? String(value) : '');
    case 'json':
      if (typeof value === 'string') return value;
      return value === undefined || value === null ? '' : JSON.stringify(value, null, 2);
    case 'multiSelect':
      return Array.isArray(value) ? stringList(value) : asString(value) ? [asText(value)] : [];
    case 'date':
      return normaliseDate(value, field.dateType);
    case 'file':
      return readFile(Array.isArray(value) ? value[0] : value);
    case 'fileList':
      return readEach(Array.isArray(value) ? value : [value], readFile);
    default:
      return field.type satisfies never;
  }
}

/** A file as the widget sends it (snake_case, like history records) or a bare URL. */
function readFile(value: unknown): FormFile | null {
  if (typeof value === 'string' && value) {
    return {
      name: lastPathSegment(value) || value,
      url: value,
      type: '',
    };
  }
  if (!isObject(value)) return null;
  const url = asText(value.file_url ?? value.url);
  if (!url) return null;
  return {
    name: asText(value.file_name ?? value.name) || url,
    url,
    type: asText(value.file_type ?? value.type),
    size: asNumber(value.byte_size ?? value.file_size ?? value.size),
    uploadFileId: asString(value.upload_file_id ?? value.uploadFileId),
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value)
    ? value.flatMap((item) => (asString(item) !== undefined ? [asText(item)] : []))
    : [];
}

/** Screens doc section 4: a cascaded field offers the options whose parentValue equals the parent's value. */
export function visibleOptions(field: FormField, values: FormValues): FormOption[] {
  if (!field.parentField) return field.options;
  const parentValue = values[field.parentField];
  return field.options.filter((option) => {
    if (option.parentValue === undefined) return false;
    if (Array.isArray(parentValue)) return stringList(parentValue).includes(option.parentValue);
    return typeof parentValue === 'string' && parentValue !== '' && option.parentValue === parentValue;
  });
}

/**
 * Sets one value and cascades: each child of a changed field takes its single remaining option,
 * or is cleared; the child's own children follow (screens doc section 4).
 */
export function setFieldValue(
  fields: FormField[],
  values: FormValues,
  name: string,
  value: FormValue,
): FormValues {
  if (sameValue(values[name], value)) return values;
  return cascadeFrom(fields, { ...values, [name]: value }, name, new Set([name]));
}

function cascadeFrom(fields: FormField[], values: FormValues, parent: string, seen: Set<string>): FormValues {
  let result = values;
  for (const child of fields) {
    if (child.parentField !== parent || seen.has(child.variableName)) continue;
    seen.add(child.variableName);
    const options = visibleOptions(child, result);
    const only = options.length === 1 ? options[0]?.value : undefined;
    const next: FormValue = child.type === 'multiSelect' ? (only ? [only] : []) : (only ?? '');
    result = cascadeFrom(fields, { ...result, [child.variableName]: next }, child.variableName, seen);
  }
  return result;
}

function sameValue(left: FormValue | undefined, right: FormValue): boolean {
  return JSON.stringify(left ?? null) === JSON.stringify(right);
}

/** Whether a value counts as not filled in (for the required check). */
export function isEmptyValue(value: FormValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return !value.url;
}

/** Typed reads of a value for one kind of control. */
export function textOf(value: FormValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

export function listOf(value: FormValue | undefined): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function filesOf(value: FormValue | undefined): FormFile[] {
  if (Array.isArray(value)) return value.filter((item): item is FormFile => typeof item === 'object');
  return value && typeof value === 'object' ? [value] : [];
}
