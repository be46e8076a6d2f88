import { format, texts } from '../i18n/texts';
import type { AgentVariable } from './agent';
import { asString, asText, isObject } from './wire-values';

export type VariableValues = Record<string, string>;

/** Variable values arrive as an object of name → value, or a list of { variable_name, value }. */
export function variableValuesFromWire(payload: unknown): VariableValues {
  if (Array.isArray(payload)) {
    return Object.fromEntries(
      payload.filter(isObject).map((item) => [asText(item.variable_name ?? item.name), asText(item.value)]),
    );
  }
  if (!isObject(payload)) return {};
  const source = isObject(payload.agent_variables) ? payload.agent_variables : payload;
  return Object.fromEntries(Object.entries(source).map(([name, value]) => [name, asString(value) ?? '']));
}

/** The variables the visitor sees and fills: inner variables are hidden (screens doc, section 5). */
export function visibleVariables(variables: AgentVariable[]): AgentVariable[] {
  return variables.filter((variable) => !variable.inner);
}

/** Data doc section 5: a required variable with no value opens the variables dialog. */
export function hasMissingRequired(variables: AgentVariable[], values: VariableValues): boolean {
  return visibleVariables(variables).some((variable) => variable.required && !values[variable.name]?.trim());
}

/** Screens doc section 5: each required, non-inner variable must not be empty: 「label」不能为空. */
export function validateVariables(
  variables: AgentVariable[],
  values: VariableValues,
  variableRequired: string = texts.variableRequired,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const variable of visibleVariables(variables)) {
    if (variable.required && !values[variable.name]?.trim())
      errors[variable.name] = format(variableRequired, variable.label);
  }
  return errors;
}
