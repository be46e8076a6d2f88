/**
 * Reads the members of the public interfaces in src/elements/*.ts with the TypeScript parser, so the
 * custom-elements manifest takes names, types and descriptions from the code instead of a copy.
 */
import ts from 'typescript';

export interface InterfaceMember {
  name: string;
  kind: 'field' | 'method';
  type: string;
  description: string;
  readonly: boolean;
  parameters: { name: string; type: string; optional: boolean }[];
}

function descriptionOf(node: ts.Node): string {
  return ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join('\n')
    .trim();
}

function memberName(member: ts.TypeElement, source: ts.SourceFile): string {
  const name = member.name;
  if (!name) return '';
  return ts.isStringLiteral(name) ? name.text : name.getText(source);
}

function readMember(member: ts.TypeElement, source: ts.SourceFile): InterfaceMember | undefined {
  const name = memberName(member, source);
  const description = descriptionOf(member);
  if (ts.isPropertySignature(member) || ts.isGetAccessorDeclaration(member)) {
    const readonly =
      ts.isGetAccessorDeclaration(member) ||
      (member.modifiers ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ReadonlyKeyword);
    const type = member.type?.getText(source) ?? 'unknown';
    return { name, kind: 'field', type, description, readonly, parameters: [] };
  }
  if (ts.isMethodSignature(member)) {
    const parameters = member.parameters.map((parameter) => ({
      name: parameter.name.getText(source),
      type: parameter.type?.getText(source) ?? 'unknown',
      optional: parameter.questionToken !== undefined || parameter.initializer !== undefined,
    }));
    const type = member.type?.getText(source) ?? 'void';
    return { name, kind: 'method', type, description, readonly: false, parameters };
  }
  return undefined;
}

/** The type literals written inside a type (the `{ … }` parts of `A & { … }`). */
function typeLiterals(type: ts.TypeNode): ts.TypeLiteralNode[] {
  if (ts.isTypeLiteralNode(type)) return [type];
  if (ts.isIntersectionTypeNode(type) || ts.isUnionTypeNode(type)) return type.types.flatMap(typeLiterals);
  if (ts.isParenthesizedTypeNode(type)) return typeLiterals(type.type);
  return [];
}

/**
 * The members declared by `interface Name { … }` or by the type literals of `type Name = … & { … }`
 * (inherited and referenced types are not followed: each public type is read where it is declared).
 */
export function interfaceMembers(sourceText: string, interfaceName: string): InterfaceMember[] {
  const source = ts.createSourceFile('public.ts', sourceText, ts.ScriptTarget.ES2022, true);
  const members: ts.TypeElement[] = [];
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) && statement.name.text === interfaceName) {
      members.push(...statement.members);
    }
    if (ts.isTypeAliasDeclaration(statement) && statement.name.text === interfaceName) {
      members.push(...typeLiterals(statement.type).flatMap((literal) => [...literal.members]));
    }
  }
  return members.flatMap((member) => readMember(member, source) ?? []);
}

/** The doc comment of a top-level `const`, `class` or `function` named `name` ('' when it has none). */
export function declarationDescription(sourceText: string, name: string): string {
  const source = ts.createSourceFile('element.ts', sourceText, ts.ScriptTarget.ES2022, true);
  for (const statement of source.statements) {
    const declared = ts.isVariableStatement(statement)
      ? statement.declarationList.declarations.some(
          (declaration) => declaration.name.getText(source) === name,
        )
      : (ts.isClassDeclaration(statement) || ts.isFunctionDeclaration(statement)) &&
        statement.name?.text === name;
    if (declared) return descriptionOf(statement);
  }
  return '';
}
