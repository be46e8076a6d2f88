export type EngineProgramName = 'Firefox ESR' | 'WebKitWebDriver' | 'Xvfb';

export interface EngineProgram {
  name: EngineProgramName;
  path: string;
  debianPackage: string;
  variable: string;
}

export function missingEnginePrograms(names?: readonly EngineProgramName[]): EngineProgram[];
export function enginesHelp(missing: readonly EngineProgram[]): string;
export function requireEngineProgram(name: EngineProgramName): string;
