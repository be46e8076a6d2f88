/**
 * For tests that parse or style every source file: about 2 s on a quiet machine, and over vitest's 5 s
 * default while other suites share the 2 cores (5.6 and 7.9 s measured).
 */
export const WHOLE_SOURCES_TIMEOUT = 30_000;
