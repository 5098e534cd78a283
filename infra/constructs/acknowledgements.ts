import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Flattens a resolved CloudFormation reference the way cdk-nag names findings (`<Logical.Attr>`). */
function flatten(value: unknown): string {
  if (typeof value === 'string') return value.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (value && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    const join = node['Fn::Join'] as [string, unknown[]] | undefined;
    if (join) return join[1].map(flatten).join(join[0]);
    const getAtt = node['Fn::GetAtt'] as [unknown, unknown] | undefined;
    if (getAtt) return `<${flatten(getAtt[0])}.${flatten(getAtt[1])}>`;
    if ('Ref' in node) return `<${flatten(node.Ref)}>`;
  }
  return JSON.stringify(value);
}

/**
 * The id AwsSolutions-IAM5 reports for one wildcard resource, e.g.
 * `AwsSolutions-IAM5[Resource::<DataTable1234.Arn>/index/*]`, so an acknowledgement names exactly
 * the grant it excuses instead of every wildcard the role may ever gain.
 */
export function wildcardResourceFinding(scope: IConstruct, arn: string, suffix = ''): string {
  return `AwsSolutions-IAM5[Resource::${flatten(Stack.of(scope).resolve(arn))}${suffix}]`;
}

/** The id AwsSolutions-IAM5 reports for one wildcard action, e.g. `AwsSolutions-IAM5[Action::s3:GetObject*]`. */
export function wildcardActionFinding(action: string): string {
  return `AwsSolutions-IAM5[Action::${action}]`;
}
