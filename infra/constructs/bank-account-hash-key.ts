import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The HMAC key of wallet account hashes (routing + account number), which is how the portal
 * refuses the same account twice without storing account numbers. Generated once by Secrets
 * Manager and kept when the stack goes: a new key would make every stored hash unmatchable.
 */
export class BankAccountHashKey extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'LanePay: HMAC key for bank account duplicate detection',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotating this key would orphan every stored account hash (duplicate detection compares hashes); ' +
        'it is a pepper, not a credential to another system.',
    });
  }
}
