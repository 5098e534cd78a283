import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll } from 'vitest';
import { readSettings, repositoryRoot } from '#infra/bin/settings.ts';
import { LanePayStack } from '#infra/stacks/lanepay-stack.ts';
import { runtimeConfigPath } from '#shared/api/paths.ts';

/*
 * Builds the LanePay app the way `cdk synth` does (cdk.json's context and feature flags) against a
 * throw-away SPA build, so tests do not depend on `npm run build`. Synthesis takes seconds (three
 * esbuild bundles), so each context is synthesized once per test file and shared.
 */

/** cdk.json's context: the defaults and feature flags the CLI passes to the app. */
const cdkJsonContext: Record<string, unknown> = JSON.parse(
  readFileSync(join(repositoryRoot, 'cdk.json'), 'utf8'),
).context;

/** Okta configured, alarms by email: every optional branch switched on. */
export const fullContext = {
  oktaIssuer: 'https://lanepay.okta.example.com/oauth2/default',
  oktaClientId: 'okta-client-id',
  oktaClientSecretName: 'lanepay/test/okta-client-secret',
  alarmEmail: 'ops@lanepay.example.com',
} as const;

/** Nothing optional: no Okta, no alarm email, and the strict password policy. */
export const minimalContext = { passwordPolicy: 'strict' } as const;

const scratch = mkdtempSync(join(tmpdir(), 'lanepay-infra-test-'));
// Registered while the importing test file is collected, so it runs when that file is done.
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in SPA build: an entry file and one hashed asset, as Vite lays them out. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(scratch, 'web-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>LanePay</title><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'index-3f9a1c2b.js'), 'console.log("LanePay");');
  return dir;
}

export type Built = { app: App; stack: LanePayStack; outdir: string };

/** A fresh, unsynthesized app; `nag` registers cdk-nag's AwsSolutions pack. */
export function buildApp(context: Record<string, unknown> = {}, { nag = false } = {}): Built {
  const outdir = mkdtempSync(join(scratch, 'cdk.out-'));
  const app = new App({ outdir, context: { ...cdkJsonContext, webDist: fakeWebDist(), ...context } });
  if (nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const stack = new LanePayStack(app, 'LanePay', { settings: readSettings(app.node) });
  return { app, stack, outdir };
}

export type Synthesized = { template: Template; outdir: string };

const cache = new Map<string, Synthesized>();

/** The synthesized template for `context`, built once per test file. */
export function synthesize(context: Record<string, unknown>): Synthesized {
  const key = JSON.stringify(context);
  let result = cache.get(key);
  if (!result) {
    const { stack, outdir } = buildApp(context);
    result = { template: Template.fromStack(stack), outdir };
    cache.set(key, result);
  }
  return result;
}

type Resource = { Type: string; Properties: Record<string, unknown> };

/** The one resource of `type` whose properties satisfy `predicate`; fails loudly otherwise. */
export function onlyResource(
  template: Template,
  type: string,
  predicate: (properties: Record<string, unknown>) => boolean = () => true,
): [string, Resource] {
  const matches = Object.entries(template.findResources(type) as Record<string, Resource>).filter(([, r]) =>
    predicate(r.Properties ?? {}),
  );
  if (matches.length !== 1) throw new Error(`Expected one ${type}, found ${matches.length}`);
  return matches[0] as [string, Resource];
}

/** The Lambda function whose POWERTOOLS_SERVICE_NAME is `service`. */
export function functionByService(template: Template, service: string): [string, Resource] {
  return onlyResource(template, 'AWS::Lambda::Function', (p) => {
    const variables = (p.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables;
    return variables?.POWERTOOLS_SERVICE_NAME === service;
  });
}

export type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

/** Every statement of the identity policies attached to the role of the function for `service`. */
export function statementsOf(template: Template, service: string): Statement[] {
  const [, fn] = functionByService(template, service);
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const policies = Object.values(template.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter(
    (policy) => (policy.Properties.Roles as { Ref: string }[]).some((role) => role.Ref === roleId),
  );
  return policies.flatMap((policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement);
}

/** The actions those statements allow, flattened. */
export function allowedActions(template: Template, service: string): string[] {
  return statementsOf(template, service)
    .filter((s) => s.Effect === 'Allow')
    .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}

/** A CloudFormation value rendered as text with intrinsic functions shown as `<…>` placeholders. */
export function flattenIntrinsics(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    const join = node['Fn::Join'] as [string, unknown[]] | undefined;
    if (join) return join[1].map(flattenIntrinsics).join(join[0]);
    if ('Ref' in node) return `<${String(node.Ref)}>`;
    const getAtt = node['Fn::GetAtt'] as [string, string] | undefined;
    if (getAtt) return `<${getAtt.join('.')}>`;
  }
  return JSON.stringify(value);
}

/**
 * The runtime-config.json the SPA deployment uploads (read from its staged asset), with the
 * deploy-time markers replaced by `<…>` placeholders of the tokens they stand for.
 */
export function deployedRuntimeConfig({ template, outdir }: Synthesized): unknown {
  const [, deployment] = onlyResource(template, 'Custom::CDKBucketDeployment', (p) => p.DistributionId !== undefined);
  const keys = deployment.Properties.SourceObjectKeys as string[];
  const markers = (deployment.Properties.SourceMarkers ?? []) as Record<string, unknown>[];
  for (const [index, key] of keys.entries()) {
    const path = join(outdir, `asset.${key.replace(/\.zip$/, '')}`, runtimeConfigPath);
    if (!existsSync(path)) continue;
    const tokens = markers[index] ?? {};
    const text = readFileSync(path, 'utf8').replace(/<<marker:0xbaba:\d+>>/g, (marker) =>
      flattenIntrinsics(tokens[marker]),
    );
    return JSON.parse(text);
  }
  throw new Error('The SPA deployment uploads no runtime-config.json');
}
