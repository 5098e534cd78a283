import { openApiDocuments } from '#functions/docs/documents.ts';
import { apiRoots } from '#shared/api/paths.ts';
import { entityTagOf, ifMatchHeader } from '#shared/constants/versions.ts';
import type { RouteAccess } from '#shared/permissions/route-access.ts';

/** A JSON Schema as the OpenAPI documents hold it (references resolved by `resolve`). */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  [key: string]: unknown;
};

export type Api = keyof typeof apiRoots;

/** One route of one API, as its document declares it: where the security suite starts from. */
export type Operation = {
  api: Api;
  method: string;
  /** The path under the API's root, with `{name}` parameters. */
  path: string;
  /** `METHOD /root/path`, for messages. */
  name: string;
  access: RouteAccess | undefined;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  /** The JSON body's schema (references resolved), when the route takes one. */
  body: JsonSchema | null;
  bodyRequired: boolean;
  /** Request headers the route declares (lower-case), such as `if-match`. */
  headerParams: string[];
};

type Parameter = { in: string; name: string; required?: boolean; schema: JsonSchema };
type DocumentOperation = {
  'x-lanepay-access'?: RouteAccess;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
};
type Document = {
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** A schema with its `$ref`s replaced by what they point at (the documents hold no cycles). */
function resolver(document: Document) {
  const resolve = (schema: JsonSchema, depth = 0): JsonSchema => {
    if (depth > 30) return schema;
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      const target = document.components?.schemas?.[name];
      return target ? resolve(target, depth + 1) : {};
    }
    const out: JsonSchema = { ...schema };
    if (schema.properties) {
      out.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, depth + 1)]),
      );
    }
    if (schema.items) out.items = resolve(schema.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      const list = schema[key];
      if (list) out[key] = list.map((entry) => resolve(entry, depth + 1));
    }
    return out;
  };
  return resolve;
}

/** Every operation of every API's OpenAPI document. */
export function allOperations(): Operation[] {
  const documents = openApiDocuments() as Record<string, Document>;
  const operations: Operation[] = [];
  for (const [api, root] of Object.entries(apiRoots) as [Api, string][]) {
    const document = documents[root];
    if (!document) continue;
    const resolve = resolver(document);
    for (const [fullPath, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const parameters = operation.parameters ?? [];
        const json = operation.requestBody?.content['application/json']?.schema;
        operations.push({
          api,
          method: method.toUpperCase(),
          path: fullPath.slice(root.length),
          name: `${method.toUpperCase()} ${fullPath}`,
          access: operation['x-lanepay-access'],
          pathParams: parameters
            .filter((p) => p.in === 'path')
            .map((p) => ({ name: p.name, schema: resolve(p.schema) })),
          queryParams: parameters
            .filter((p) => p.in === 'query')
            .map((p) => ({ name: p.name, schema: resolve(p.schema), required: p.required === true })),
          body: json ? resolve(json) : null,
          bodyRequired: operation.requestBody?.required === true,
          headerParams: parameters.filter((p) => p.in === 'header').map((p) => p.name.toLowerCase()),
        });
      }
    }
  }
  return operations;
}

export const isMutation = (operation: Pick<Operation, 'method'>) =>
  !['GET', 'HEAD', 'OPTIONS'].includes(operation.method);

/**
 * A value for a path parameter that names nothing: a number no id reaches, a fresh UUID, a word.
 * Whatever the route does with it, it touches no real object.
 */
export function unknownParamValue(schema: JsonSchema): string {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return '999999937';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-00000000dead';
  if (schema.enum?.length) return String(schema.enum[0]);
  return 'no-such-thing';
}

/** The operation's path with its parameters filled by `values` (or values that name nothing). */
export function fillParams(operation: Operation, values: Record<string, string> = {}): string {
  let path = operation.path;
  for (const param of operation.pathParams) {
    path = path.replace(`{${param.name}}`, encodeURIComponent(values[param.name] ?? unknownParamValue(param.schema)));
  }
  return path;
}

/**
 * The headers a well-formed request of the route carries: the version an update is made on
 * (`If-Match`; a version no real object is at, so a granted caller meets at most a conflict).
 */
export function wellFormedHeaders(operation: Pick<Operation, 'headerParams'>): Record<string, string> {
  return operation.headerParams.includes(ifMatchHeader) ? { [ifMatchHeader]: entityTagOf(987_654_321) } : {};
}
