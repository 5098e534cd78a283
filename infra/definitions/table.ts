/**
 * The single DynamoDB table, described once. The CDK construct and the local provisioning both
 * build the table from this object, and test/infra proves the synthesized template agrees.
 */
export const dataTableDefinition = {
  /** Table name used by the local emulator; CloudFormation names the deployed table. */
  localName: 'lanepay-data',
  partitionKey: { name: 'pk', type: 'S' },
  sortKey: { name: 'sk', type: 'S' },
  /** Overloaded indexes: repositories own what each key means for each item type. */
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: { name: 'gsi1pk', type: 'S' }, sortKey: { name: 'gsi1sk', type: 'S' } },
    { indexName: 'gsi2', partitionKey: { name: 'gsi2pk', type: 'S' }, sortKey: { name: 'gsi2sk', type: 'S' } },
    { indexName: 'gsi3', partitionKey: { name: 'gsi3pk', type: 'S' }, sortKey: { name: 'gsi3sk', type: 'S' } },
    // The factor area's reads (issue 16): invoices and payments by factor, whose items use the other three.
    { indexName: 'gsi4', partitionKey: { name: 'gsi4pk', type: 'S' }, sortKey: { name: 'gsi4sk', type: 'S' } },
  ],
  /** Epoch seconds; DynamoDB deletes expired sessions, codes and intents on its own. */
  timeToLiveAttribute: 'expiresAt',
  /**
   * The change stream: each written item's new image feeds the message delivery function
   * (infra/constructs/message-delivery.ts), whose event source keeps only new outbox items. The
   * local provisioning asks for the same stream, but dynalite drops the setting (it has no
   * streams), so nothing is delivered under `npm start`: it prints the outbox instead.
   */
  stream: { viewType: 'NEW_IMAGE' },
} as const;

export type KeyAttribute = { readonly name: string; readonly type: 'S' | 'N' };
