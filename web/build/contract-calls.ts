import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The parts of a call only the API reads at run time (its validation and documents). */
const serverOnlyParts = new Set(['access', 'params', 'query', 'headers', 'body', 'response']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isContract = (id: string) => /[\\/]shared[\\/]contracts[\\/][^\\/]+\.ts$/.test(id);

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) => {
    if (Array.isArray(value)) return value.filter((item): item is Node => typeof item?.type === 'string');
    return value && typeof value === 'object' && typeof (value as Node).type === 'string' ? [value as Node] : [];
  });
}

function* walk(node: Node): Generator<Node> {
  yield node;
  for (const child of children(node)) yield* walk(child);
}

const isDefineCall = (node: Node) =>
  node.type === 'CallExpression' &&
  (node.callee as Node).type === 'Identifier' &&
  (node.callee as Node).name === 'defineCall';

/**
 * The browser reaches a call by its API, method and path; its schemas type the call at compile
 * time but would bring zod and every schema module into each page that makes a call. In the web
 * build, each `defineCall({...})` of shared/contracts keeps only what `callApi` reads, and the
 * imports nothing reads any more are dropped with it. The contract stays the one definition: the
 * types come from the source, the API keeps the whole object.
 */
export function contractCallsForBrowser(): Plugin {
  return {
    name: 'lanepay:contract-calls-for-browser',
    apply: 'build',
    transform(code, id) {
      if (!isContract(id)) return null;
      const program = this.parse(code) as unknown as Node;
      const output = new MagicString(code);
      const removed: Array<[number, number]> = [];
      for (const node of walk(program)) {
        if (!isDefineCall(node)) continue;
        const [definition] = node.arguments as Node[];
        if (definition?.type !== 'ObjectExpression') continue;
        for (const property of definition.properties as Node[]) {
          const key = property.key as Node | undefined;
          if (property.type === 'Property' && key?.type === 'Identifier' && serverOnlyParts.has(key.name as string)) {
            const end = code[property.end] === ',' ? property.end + 1 : property.end;
            output.remove(property.start, end);
            removed.push([property.start, end]);
          }
        }
      }
      // The names the module still reads once those parts are gone (comments do not count): an
      // import it no longer names goes.
      const imports = (program.body as Node[]).filter((statement) => statement.type === 'ImportDeclaration');
      const isGone = (node: Node) =>
        [...imports.map((i): [number, number] => [i.start, i.end]), ...removed].some(
          ([start, end]) => node.start >= start && node.end <= end,
        );
      const named = new Set<string>();
      for (const node of walk(program)) {
        if (node.type === 'Identifier' && !isGone(node)) named.add(node.name as string);
      }
      for (const statement of imports) {
        const used = (statement.specifiers as Node[]).some((specifier) =>
          named.has((specifier.local as Node).name as string),
        );
        if (!used) output.remove(statement.start, statement.end);
      }
      return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: id }) };
    },
  };
}
