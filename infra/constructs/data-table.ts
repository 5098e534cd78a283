import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  type ITable,
  StreamViewType,
  Table,
  TableEncryption,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { dataTableDefinition, type KeyAttribute } from '../definitions/table.ts';

const attribute = (key: KeyAttribute) => ({
  name: key.name,
  type: key.type === 'N' ? AttributeType.NUMBER : AttributeType.STRING,
});

/**
 * The single DynamoDB table, built from infra/definitions/table.ts (keys, GSIs, TTL attribute,
 * stream) so it matches what `npm start` provisions locally (where dynalite drops the stream).
 * On-demand, point-in-time recovery, encrypted with the AWS-managed key, and protected twice
 * against loss: deletion protection on the table and RETAIN if the stack lets go of it.
 */
export class DataTable extends Construct {
  readonly table: ITable;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const def = dataTableDefinition;
    const table = new Table(this, 'Table', {
      partitionKey: attribute(def.partitionKey),
      sortKey: attribute(def.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: def.timeToLiveAttribute,
      stream: StreamViewType[def.stream.viewType],
      // AWS-managed rather than AWS-owned: key use shows up in CloudTrail, at no key to look after.
      encryption: TableEncryption.AWS_MANAGED,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of def.globalSecondaryIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: attribute(index.partitionKey),
        sortKey: attribute(index.sortKey),
      });
    }
    this.table = table;
  }
}
