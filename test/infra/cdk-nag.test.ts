import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp, fullContext, minimalContext } from './synth.ts';

type Violation = { ruleName: string; severity: string; violatingConstructs: { constructPath: string }[] };
type Report = { pluginReports: { pluginName: string; violations: Violation[] }[] };

/**
 * Synthesizes with cdk-nag's AwsSolutions pack. Any finding not acknowledged next to its resource
 * (`Validations.of(scope).acknowledge` in infra/constructs) makes synth throw; the findings are then
 * read from the validation report so the failure names each rule and resource.
 */
function unacknowledgedFindings(context: Record<string, unknown>): string[] {
  const { app, outdir } = buildApp(context, { nag: true });
  try {
    app.synth();
    return [];
  } catch (error) {
    let report: Report;
    try {
      report = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8'));
    } catch {
      throw error;
    }
    return report.pluginReports.flatMap((plugin) =>
      plugin.violations.flatMap((violation) =>
        violation.violatingConstructs.map(
          (c) => `${violation.severity} ${violation.ruleName} at ${c.constructPath} (${plugin.pluginName})`,
        ),
      ),
    );
  }
}

describe('cdk-nag AwsSolutions', () => {
  it('has no unacknowledged finding with Okta and alarms configured', () => {
    expect(unacknowledgedFindings(fullContext)).toEqual([]);
  });

  it('has no unacknowledged finding with nothing optional configured', () => {
    expect(unacknowledgedFindings(minimalContext)).toEqual([]);
  });
});
