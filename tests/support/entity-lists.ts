import ts from 'typescript';
import { parseSource } from './import-graph.ts';

/** A literal that spells a list of entities: where it is, and the entity names it spells. */
export interface EntityList {
  line: number;
  names: string[];
}

/** Whether `declared` (a declaration's type annotation or `satisfies` clause) keys it by the registry's names. */
const keyedByRegistry = (declared: ts.TypeNode | undefined) =>
  !!declared && /\bRecord<\s*(EntityName|CrudEntity)\b/.test(declared.getText());

/** The type a literal object is checked against: the annotation of its variable or its `satisfies` clause. */
function declaredType(node: ts.ObjectLiteralExpression): ts.TypeNode | undefined {
  let parent: ts.Node = node.parent;
  while (ts.isAsExpression(parent) || ts.isParenthesizedExpression(parent)) parent = parent.parent;
  if (ts.isSatisfiesExpression(parent)) return parent.type;
  return ts.isVariableDeclaration(parent) ? parent.type : undefined;
}

const propertyName = (p: ts.ObjectLiteralElementLike) =>
  p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;

/**
 * The entity lists a source file spells (`path` decides TS, TSX or an Astro file's front matter and scripts):
 * - an array literal or a union type of two or more string literals that are all entity names
 *   (`['dapp', 'contract']`, `'contract' | 'token-priced'`); a list that mixes in other words (the search's
 *   `'app'`, `'nft'`) names something else (its own vocabulary) and is not one;
 * - an object literal with three or more keys that are all entity names, unless its declared type is a
 *   `Record<EntityName, …>` (or `Partial<…>` of it): a table of per-entity behaviour (the seed's steps, the
 *   screens' configs, the save rules) kept in the room that owns the behaviour, whose keys the compiler checks
 *   against the registry. Two keys are too common a coincidence (`{ user, token }` is a session's answer).
 */
export function entityLists(path: string, text: string, entityNames: ReadonlySet<string>): EntityList[] {
  const source = parseSource(path, text, true);
  const found: EntityList[] = [];
  const allNames = (words: readonly (string | undefined)[], min: number) =>
    words.length >= min && words.every((w) => w !== undefined && entityNames.has(w)) ? (words as string[]) : [];
  const visit = (node: ts.Node) => {
    let names: string[] = [];
    if (ts.isArrayLiteralExpression(node))
      names = allNames(
        node.elements.map((e) => (ts.isStringLiteralLike(e) ? e.text : undefined)),
        2,
      );
    else if (ts.isUnionTypeNode(node))
      names = allNames(
        node.types.map((t) => (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) ? t.literal.text : undefined)),
        2,
      );
    else if (ts.isObjectLiteralExpression(node) && !keyedByRegistry(declaredType(node)))
      names = allNames(node.properties.map(propertyName), 3);
    if (names.length) found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, names });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
