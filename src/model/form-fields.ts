import { format, type Texts, texts } from '../i18n/texts';
import { type FileRule, readFileRule } from './file-rules';
import {
  asArray,
  asNumber,
  asString,
  asText,
  isObject,
  type JsonObject,
  listOrWrapped,
  objectsIn,
  readEach,
} from './wire-values';

/** Screens doc section 3, "Form field": the component types a message form can hold. */
export type FormFieldType =
  | 'input'
  | 'textarea'
  | 'json'
  | 'select'
  | 'multiSelect'
  | 'file'
  | 'fileList'
  | 'date';

export type DateType = 'year' | 'month' | 'date';

export interface FormOption {
  label: string;
  value: string;
  parentValue?: string | undefined;
  selected: boolean;
}

export interface FormField {
  type: FormFieldType;
  variableName: string;
  label: string;
  hidden: boolean;
  required: boolean;
  placeholder: string;
  /** All options as configured (the spec's originalOptions); cascading filters them per value. */
  options: FormOption[];
  /** default / defaultValue as sent; form-values.ts turns it into a typed value. */
  defaultValue: unknown;
  parentField?: string | undefined;
  cascadeFields: string[];
  dateType: DateType;
  fileRule: FileRule;
  /** fileList only; undefined means no limit. */
  fileMaxCount?: number | undefined;
}

/** Screens doc section 3: the placeholder is 请输入 plus the field's name unless one is given. */

const FIELD_TYPES: readonly FormFieldType[] = [
  'input',
  'textarea',
  'json',
  'select',
  'multiSelect',
  'file',
  'fileList',
  'date',
];

/**
 * formConfig → typed fields. Accepts the list or `{fields: [...]}` (wire-format.md, "Forms"),
 * treats radio as select, and drops entries without a variable name or with an unknown type:
 * a field the widget cannot render must not block the form.
 */
export function normaliseFormConfig(config: unknown, words: Pick<Texts, 'enterField'> = texts): FormField[] {
  return linkCascades(
    readEach(objectsIn(listOrWrapped(config, ['fields'])), (raw) => readField(raw, words.enterField)),
  );
}

function readField(raw: JsonObject, enterField: string): FormField | undefined {
  const variableName = asText(raw.variableName ?? raw.variable_name);
  const rawType = raw.type === 'radio' ? 'select' : asText(raw.type);
  const type = FIELD_TYPES.find((known) => known === rawType);
  if (!variableName || !type) return undefined;
  const label = asText(raw.label) || variableName;
  const maxCount = asNumber(raw.fileMaxCount);
  return {
    type,
    variableName,
    label,
    hidden: raw.hidden === true,
    required: raw.required === true,
    placeholder: asString(raw.placeholder) || format(enterField, label),
    options: objectsIn(raw.options ?? raw.originalOptions).map(readOption),
    defaultValue: raw.defaultValue ?? raw.default,
    parentField: asString(raw.parentField) || undefined,
    cascadeFields: readEach(asArray(raw.cascadeFields), (item) =>
      asString(isObject(item) ? item.variableName : item),
    ),
    dateType: raw.dateType === 'year' || raw.dateType === 'month' ? raw.dateType : 'date',
    fileRule: readFileRule(raw.supportFileConfig),
    fileMaxCount: maxCount !== undefined && maxCount > 0 ? Math.floor(maxCount) : undefined,
  };
}

function readOption(raw: JsonObject): FormOption {
  const value = asText(raw.value);
  return {
    label: asText(raw.label) || value,
    value,
    parentValue: asString(raw.parentValue),
    selected: raw.selected === true,
  };
}

/**
 * A cascade may be declared on the child (parentField) or on the parent (cascadeFields); both
 * directions are filled in so the rest of the code can rely on either.
 */
function linkCascades(fields: FormField[]): FormField[] {
  const names = new Set(fields.map((field) => field.variableName));
  return fields.map((field) => {
    const parent =
      field.parentField ??
      fields.find((candidate) => candidate.cascadeFields.includes(field.variableName))?.variableName;
    const children = fields
      .filter((candidate) => candidate.parentField === field.variableName)
      .map((candidate) => candidate.variableName);
    const cascadeFields = [...new Set([...field.cascadeFields, ...children])].filter(
      (name) => names.has(name) && name !== field.variableName,
    );
    const parentField = parent && names.has(parent) && parent !== field.variableName ? parent : undefined;
    return { ...field, parentField, cascadeFields };
  });
}
