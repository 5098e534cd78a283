import { Logger } from '@aws-lambda-powertools/logger';

/** The one structured logger; each Lambda sets POWERTOOLS_SERVICE_NAME. */
export const logger = new Logger();
