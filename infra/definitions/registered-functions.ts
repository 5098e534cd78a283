import { type ApiFunction, type ApiFunctionName, apiFunctions } from '#functions/api-functions.ts';

export type { FunctionNeeds } from '#functions/api-functions.ts';

const pascalCase = (name: string) => name[0]?.toUpperCase() + name.slice(1);
const kebabCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The CDK functions of the registered API functions (functions/api-functions.ts): construct id
 * `<Name>Api`, service name `lanepay-<name>`, and the grants their needs name.
 */
export const registeredFunctions = Object.entries(apiFunctions).map(([name, fn]: [string, ApiFunction]) => ({
  id: `${pascalCase(name)}Api`,
  name: name as ApiFunctionName,
  serviceName: `lanepay-${kebabCase(name)}`,
  description: fn.description,
  needs: fn.needs,
}));
