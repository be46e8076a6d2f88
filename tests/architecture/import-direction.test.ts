// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = resolve(__dirname, '../../src');

/** Which layers each layer may import (house style: elements → ui → state → api/stream → model/platform). */
const ALLOWED: Record<string, string[]> = {
  elements: ['elements', 'ui', 'state', 'api', 'model', 'platform', 'i18n'],
  ui: ['ui', 'state', 'model', 'platform', 'content', 'i18n'],
  state: ['state', 'api', 'stream', 'realtime', 'model', 'platform', 'i18n'],
  api: ['api', 'model', 'platform'],
  stream: ['stream', 'model', 'platform'],
  realtime: ['realtime', 'model', 'platform'],
  content: ['content'],
  /** The optional second file (decision 069): it draws into what content renders; no core layer imports it. */
  rich: ['rich', 'content'],
  i18n: ['i18n', 'api'],
  model: ['model'],
  platform: ['platform'],
};

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/**
 * The text catalogue imports nothing, so every layer may read it: every text lives in src/i18n
 * (model's default titles and age groups, content's names for screen readers included).
 */
const TEXT_CATALOGUE = join(SOURCE_ROOT, 'i18n', 'texts');

function layerOf(path: string): string {
  return relative(SOURCE_ROOT, path).split(sep)[0] ?? '';
}

describe('architecture', () => {
  it('keeps imports flowing one way between layers', () => {
    const violations: string[] = [];
    for (const file of sourceFiles(SOURCE_ROOT)) {
      const from = layerOf(file);
      if (!(from in ALLOWED)) continue;
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)].map(
        (match) => match[1] ?? '',
      );
      for (const specifier of specifiers) {
        const target = resolve(file, '..', specifier);
        if (target === TEXT_CATALOGUE) continue;
        const to = layerOf(target);
        if (to in ALLOWED && !ALLOWED[from]?.includes(to)) {
          violations.push(`${relative(SOURCE_ROOT, file)} imports ${specifier} (${from} → ${to})`);
        }
      }
    }
    expect(violations).toEqual([]);
  });

  it('keeps the text catalogue free of imports, so any layer may read it', () => {
    expect(readFileSync(`${TEXT_CATALOGUE}.ts`, 'utf8')).not.toMatch(/^import /m);
  });

  it('keeps every visitor-facing Chinese text in src/i18n', () => {
    const han = /['"`>][^'"`<>]*[\u4e00-\u9fff]/;
    const offenders = sourceFiles(SOURCE_ROOT)
      .filter((file) => layerOf(file) !== 'i18n')
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line: line.replace(/\/\/.*$|^\s*\*.*$|\/\*.*?\*\//g, ''), index }))
          .filter(({ line }) => han.test(line))
          .map(({ index }) => `${relative(SOURCE_ROOT, file)}:${index + 1}`),
      );
    expect(offenders).toEqual([]);
  });

  it('does not use innerHTML, eval or new Function anywhere in the widget', () => {
    const offenders = sourceFiles(SOURCE_ROOT).filter((file) =>
      /innerHTML|dangerouslySetInnerHTML|\beval\(|new Function\(/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => relative(SOURCE_ROOT, file))).toEqual([]);
  });
});
